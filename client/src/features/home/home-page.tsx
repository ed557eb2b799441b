import { useTranslation } from "react-i18next";
import { productName } from "../../components/layout/site.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { AboutSection, FeaturedCourses, Hero, Promos, Testimonials } from "./home-sections.tsx";
import { NewsTicker } from "./news-ticker.tsx";

export function HomePage() {
  const { t } = useTranslation();
  usePageMeta({ title: productName, description: t("common:site.tagline") });
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
