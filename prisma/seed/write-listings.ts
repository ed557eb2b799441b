// News, internships, exams, placements and testimonials. Dates are relative to `now` so deadlines and exam
// dates are in the future right after seeding; existing rows are left untouched on re-runs.
import type { Prisma } from "../src/index.ts";
import { daysFrom } from "./content/dates.ts";
import { exams } from "./content/exams.ts";
import { internships } from "./content/internships.ts";
import { news } from "./content/news.ts";
import { placements } from "./content/placements.ts";
import { testimonials } from "./content/testimonials.ts";
import { stableId } from "./ids.ts";

export async function writeListings(tx: Prisma.TransactionClient, now: Date): Promise<void> {
  await tx.newsItem.createMany({
    skipDuplicates: true,
    data: news.map(({ key, dayOffset, ...item }) => ({
      ...item,
      id: stableId("news", key),
      publishedAt: daysFrom(now, dayOffset, 3),
      createdAt: daysFrom(now, dayOffset, 3),
    })),
  });
  await tx.internship.createMany({
    skipDuplicates: true,
    // 18:30 UTC is midnight in India: a deadline covers the whole Indian day.
    data: internships.map(({ key, deadlineInDays, ...item }) => ({
      ...item,
      id: stableId("internship", key),
      deadline: daysFrom(now, deadlineInDays, 18),
    })),
  });
  await tx.exam.createMany({
    skipDuplicates: true,
    data: exams.map(({ key, dateInDays, ...exam }) => ({
      ...exam,
      id: stableId("exam", key),
      examDate: daysFrom(now, dateInDays, 4),
    })),
  });
  await tx.placement.createMany({
    skipDuplicates: true,
    data: placements.map(({ key, postedDaysAgo, ...job }) => ({
      ...job,
      type: job.type ?? "Full-time",
      id: stableId("placement", key),
      postedDate: daysFrom(now, -postedDaysAgo, 5),
    })),
  });
  await tx.testimonial.createMany({
    skipDuplicates: true,
    data: testimonials.map(({ key, ...testimonial }, index) => ({
      ...testimonial,
      id: stableId("testimonial", key),
      createdAt: daysFrom(now, -index - 1),
    })),
  });
}
