// The pages Lighthouse measures (docs/performance.md): the home page, the catalogue, a seeded course with its picture, the exams.
const COURSES = "/api/courses/published";

export async function lighthousePaths(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}${COURSES}`);
  if (!response.ok) throw new Error(`${COURSES} answered ${response.status}`);
  const courses = (await response.json()) as { id: string; thumbnail: string | null }[];
  // The bench's own courses have no picture; a seeded one shows the page as learners see it.
  const course = courses.find((entry) => entry.thumbnail) ?? courses[0];
  if (!course) throw new Error(`${COURSES} lists no course to measure`);
  return ["/", "/courses", `/courses/${course.id}`, "/exams"];
}
