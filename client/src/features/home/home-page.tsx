import { productName, tagline } from "../../components/layout/site.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { AboutSection, FeaturedCourses, Hero, Promos, Testimonials } from "./home-sections.tsx";
import { NewsTicker } from "./news-ticker.tsx";

export function HomePage() {
  usePageMeta({ title: productName, description: tagline });
  return (
    <>
      <NewsTicker />
      <Hero />
      <AboutSection />
      <FeaturedCourses />
      <Testimonials />
      <Promos />
    </>
  );
}
