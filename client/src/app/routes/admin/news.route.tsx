import { NewsSection } from "./news-section.tsx";

export default function NewsRoute() {
  return <NewsSection />;
}
