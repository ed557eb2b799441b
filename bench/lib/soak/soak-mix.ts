// The soak's traffic (docs/performance.md, Soak): what a day of the product sends a gateway, anonymous and signed in,
// in fixed proportions. Every request is built once here, so the load generator spends its time sending, not encoding.
import crypto from "node:crypto";
import { decodablePng } from "../../../gateway/test/reliability/images.ts";
import type { BenchCourses } from "../prepare.ts";
import { enroll } from "../session.ts";

/** A request of the soak; uploads carry bytes. */
export interface SoakRequest {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** One kind of request and its share of the traffic (weights add up to 100). */
export interface MixEntry {
  kind: string;
  weight: number;
  next: () => SoakRequest;
}

const rotate = <T>(items: T[]) => {
  let turn = 0;
  return () => items[turn++ % items.length];
};

/** The server-rendered public pages (decision 006), as a visitor's browser asks for them. */
function pages(courses: BenchCourses): SoakRequest[] {
  const html = { accept: "text/html" };
  return ["/", "/courses", `/courses/${courses.twenty.id}`, "/about", "/exams", "/internships"].map((path) => ({
    method: "GET",
    path,
    headers: html,
  }));
}

/** The learner completes the 20-lesson course through the API, which issues a certificate; its PDF's address. */
async function certificatePath(baseUrl: string, token: string, courses: BenchCourses): Promise<string> {
  const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
  for (const lessonId of courses.twenty.lessonIds) {
    const body = JSON.stringify({ watchTime: 60, totalDuration: 60, status: "completed" });
    const response = await fetch(`${baseUrl}/api/progress/lesson/${lessonId}/update`, {
      method: "POST",
      headers,
      body,
    });
    if (!response.ok) throw new Error(`completing a lesson answered ${response.status}: ${await response.text()}`);
  }
  const listed = await fetch(`${baseUrl}/api/certificates/my`, { headers });
  const certificates = (await listed.json()) as { downloadUrl?: string; code?: string }[];
  const certificate = certificates[0];
  if (!certificate) throw new Error("no certificate after completing the course");
  return certificate.downloadUrl
    ? new URL(certificate.downloadUrl, baseUrl).pathname
    : `/api/certificates/${certificate.code}.pdf`;
}

/** A profile picture upload as a browser's form sends it (multipart), built once. */
function upload(token: string): SoakRequest {
  const boundary = `----soak${crypto.randomBytes(8).toString("hex")}`;
  const picture = decodablePng(256, 256);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="profile_picture"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    picture,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    method: "POST",
    path: "/api/users/profile-picture",
    headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
  };
}

/**
 * A GraphQL request with large variables: the catalogue query by text (as a third party may send it) whose
 * `variables` carry ~200 KB the operation does not declare, as a careless or hostile client sends them; execution
 * ignores them (GraphQL spec 6.4.1) but the gateway reads, parses and holds them for the request.
 */
function largeVariables(): SoakRequest {
  const filler = Array.from({ length: 2_000 }, (_, index) => ({ id: `${index}`, note: "x".repeat(90) }));
  return {
    method: "POST",
    path: "/graphql",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: "query SoakCatalogue($search: String) { courses(search: $search) { id title } }",
      operationName: "SoakCatalogue",
      variables: { search: null, filler },
    }),
  };
}

export interface MixInput {
  baseUrl: string;
  token: string;
  courses: BenchCourses;
  /** The client's own queries as Apollo sends them, anonymous and signed in (client-scenarios.ts). */
  anonymousQueries: SoakRequest[];
  signedInQueries: SoakRequest[];
  /** The client's UpdateLessonProgress mutation by its trusted id, as Apollo sends it (a body per lesson). */
  progressMutation: (lessonId: string) => SoakRequest;
}

export async function soakMix(input: MixInput): Promise<MixEntry[]> {
  const { baseUrl, token, courses } = input;
  await enroll(baseUrl, token, courses.twenty.id);
  await enroll(baseUrl, token, courses.twoHundred.id);
  const certificate = await certificatePath(baseUrl, token, courses);
  const lessons = rotate(courses.twoHundred.lessonIds);
  let watched = 0;
  const progressBody = () => JSON.stringify({ watchTime: 5 * (++watched % 120), totalDuration: 600 });
  const authorized = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  return [
    { kind: "SSR page", weight: 15, next: rotate(pages(courses)) },
    { kind: "client query, anonymous", weight: 25, next: rotate(input.anonymousQueries) },
    { kind: "client query, signed in (uncached)", weight: 15, next: rotate(input.signedInQueries) },
    {
      kind: "progress write (REST)",
      weight: 15,
      next: () => ({
        method: "POST",
        path: `/api/progress/lesson/${lessons()}/update`,
        headers: authorized,
        body: progressBody(),
      }),
    },
    { kind: "progress write (client mutation)", weight: 15, next: () => input.progressMutation(lessons()) },
    { kind: "certificate PDF", weight: 3, next: () => ({ method: "GET", path: certificate }) },
    { kind: "profile picture upload", weight: 2, next: rotate([upload(token)]) },
    { kind: "GraphQL with large variables", weight: 10, next: rotate([largeVariables()]) },
  ];
}

/** A request of the mix at random, in proportion to the weights. */
export function picker(mix: MixEntry[], random = Math.random): () => { kind: string; request: SoakRequest } {
  const total = mix.reduce((sum, entry) => sum + entry.weight, 0);
  return () => {
    let draw = random() * total;
    const entry = mix.find((candidate) => (draw -= candidate.weight) < 0) ?? mix[mix.length - 1];
    return { kind: entry.kind, request: entry.next() };
  };
}
