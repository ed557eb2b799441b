import { AboutSection, FeaturedCourses, Hero, Promos, Testimonials } from "./home-sections.tsx";
import { NewsTicker } from "./news-ticker.tsx";

export function HomePage() {
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
