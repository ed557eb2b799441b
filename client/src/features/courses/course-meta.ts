// A course page's title, link preview and schema.org `Course` (Google's course info: name, description, provider,
// offers with a category, and a CourseInstance with courseMode and courseWorkload).
import type { TFunction } from "i18next";
import { fileUrl } from "../../lib/files.ts";
import type { PageMeta } from "../../lib/page-meta.ts";
import { isoDuration, organization, schemaContext, summary } from "../../lib/structured-data.ts";
import type { CourseDetail } from "./course-detail-parts.tsx";
import { tagList } from "./catalogue-filter.ts";

export function courseMeta(course: CourseDetail, t: TFunction): PageMeta {
  const description = summary(course.description) || t("courses:meta.fallbackDescription", { title: course.title });
  // A link preview needs an address another site can fetch: a stored file or a web address, never a data: URL.
  const thumbnail = fileUrl(course.thumbnail);
  const image = thumbnail && /^(https?:\/\/|\/)/i.test(thumbnail) ? thumbnail : null;
  return {
    title: course.title,
    description,
    image,
    structuredData: (absolute) => ({
      "@context": schemaContext,
      "@type": "Course",
      "@id": absolute(`/courses/${encodeURIComponent(course.id)}`),
      url: absolute(`/courses/${encodeURIComponent(course.id)}`),
      name: course.title,
      description: course.description.trim() || description,
      image: image ? absolute(image) : undefined,
      inLanguage: "en",
      educationalLevel: course.level || undefined,
      coursePrerequisites: course.prerequisites.trim() || undefined,
      keywords: [...tagList(course.categories), ...tagList(course.tags)].join(", ") || undefined,
      provider: organization(absolute),
      offers: [
        { "@type": "Offer", category: course.price ? "Paid" : "Free", price: course.price, priceCurrency: "INR" },
      ],
      hasCourseInstance: [
        {
          "@type": "CourseInstance",
          courseMode: "Online",
          courseWorkload: isoDuration(course.totalMinutes || course.duration),
          instructor: course.teacherName
            ? { "@type": "Person", name: course.teacherName, description: course.teacherDescription || undefined }
            : undefined,
        },
      ],
    }),
  };
}
