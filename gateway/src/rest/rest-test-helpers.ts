// Helpers of the REST contract tests: provider tokens signed like the identity provider's, JSON calls
// over real HTTP, and rows inserted with Prisma.
import crypto from "node:crypto";
import { SignJWT } from "jose";
import type { Prisma } from "@app/db";
import type { TestGateway } from "../../test/start-gateway.ts";
import { hashPassword } from "../auth/passwords.ts";

export interface Learner {
  token: string;
  user: { id: string; email: string; firstName: string; lastName: string };
  authId: string;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as is, with a JSON content type (for malformed JSON). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export async function call(gateway: TestGateway, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  if (hasBody) headers["content-type"] ??= "application/json";
  const response = await fetch(`${gateway.url}${path}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  const json = response.headers.get("content-type")?.includes("json") && text ? JSON.parse(text) : undefined;
  return { status: response.status, headers: response.headers, json, text };
}

/** An access token as the identity provider signs it (HS256, Supabase's claims) for a fresh identity with a session. */
export async function providerToken(
  gateway: TestGateway,
  email = `learner-${crypto.randomUUID()}@example.com`,
  password = "old-password-1",
) {
  const prisma = gateway.app.services.db.prisma;
  const authUser = await prisma.authUser.create({
    data: {
      email,
      encryptedPassword: await hashPassword(password),
      emailConfirmedAt: new Date(),
      userMetadata: { firstName: "Asha", lastName: "Verma" },
    },
  });
  const session = await prisma.authSession.create({ data: { userId: authUser.id } });
  const token = await new SignJWT({
    email,
    aud: "authenticated",
    role: "authenticated",
    session_id: session.id,
    user_metadata: { firstName: "Asha", lastName: "Verma" },
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(authUser.id)
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode(gateway.config.jwtSecret));
  return { token, authId: authUser.id, email };
}

export async function signIn(gateway: TestGateway): Promise<Learner> {
  const provider = await providerToken(gateway);
  const response = await call(gateway, "POST", "/api/auth/supabase-login", { body: { supabaseToken: provider.token } });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
  return { token: response.json.token, user: response.json.user, authId: provider.authId };
}

export async function createCourse(gateway: TestGateway, data: Partial<Prisma.CourseCreateInput> = {}) {
  return gateway.app.services.db.prisma.course.create({
    data: {
      title: "C Programming",
      description: "Pointers, memory and the standard library.",
      published: true,
      pricePaise: 0,
      teacherName: "Ravi Kumar",
      teacherDescription: "Systems programmer from Pune.",
      learningObjectives: "Write safe C.",
      targetAudience: "First-year students",
      tags: ["c", "systems"],
      categories: { connectOrCreate: [{ where: { name: "Programming" }, create: { name: "Programming" } }] },
      lessons: {
        create: [1, 2].map((position) => ({
          position,
          title: `Lesson ${position}`,
          description: `<p>Lesson ${position}</p>`,
          duration: 10,
          videoUrl: position === 1 ? "/api/files/lesson-content/intro.mp4" : null,
          url: position === 2 ? "https://www.youtube.com/watch?v=dQw4w9WgXcQ" : null,
          contents: {
            create: [
              { type: "class", title: "Class" },
              { type: "note", title: "Notes", url: "/api/files/lesson-content/notes.pdf", content: "<p>Read me</p>" },
              { type: "ppt", title: "Slides", url: "/api/files/lesson-content/slides.pdf" },
              {
                type: "question",
                title: "Q1",
                content: JSON.stringify({
                  question: "2+2?",
                  options: ["3", "4"],
                  correctAnswer: 1,
                  correctOptionDesc: "Sum",
                }),
              },
            ],
          },
        })),
      },
      ...data,
    },
    include: { lessons: { orderBy: { position: "asc" } } },
  });
}
