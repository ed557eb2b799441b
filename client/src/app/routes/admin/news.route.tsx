import { NewsSection } from "../../../features/admin/news/news-section.tsx";

export default function NewsRoute() {
  return <NewsSection />;
}
