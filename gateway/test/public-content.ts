// Content of every public page for tests of the server-rendered pages: a published and a draft course, listings,
// about content, and certificates of a learner whose name is in Devanagari (one for the draft course).
import type { PrismaClient } from "@app/db";
import { buildFirstScreens } from "./first-screen-build.ts";
import { startTestGateway, type TestGateway } from "./start-gateway.ts";

const dayMs = 86_400_000;

export async function createPublicContent(prisma: PrismaClient) {
  const course = await prisma.course.create({
    data: {
      title: "Spoken Sanskrit for Beginners",
      description: "Speak simple Sanskrit sentences from the first lesson, with daily practice.",
      thumbnail: "images/courses/spoken-sanskrit.jpg",
      level: "Beginner",
      duration: 90,
      pricePaise: 0,
      teacherName: "Meera Iyer",
      teacherDescription: "Teaches Sanskrit at a Pune college.",
      published: true,
    },
  });
  const draft = await prisma.course.create({
    data: {
      title: "Vedic Maths (draft)",
      description: "Not yet published: only the title may show.",
      published: false,
    },
  });
  const now = Date.now();
  const internships = [
    await prisma.internship.create({
      data: {
        title: "Frontend Developer Intern",
        company: "Razorpay",
        type: "Hybrid",
        duration: "3 months",
        stipend: "Rs. 20,000/month",
        location: "Bengaluru",
        certificate: true,
        deadline: new Date(now + 20 * dayMs),
      },
    }),
    await prisma.internship.create({
      data: {
        title: "Content Writer Intern",
        company: "Unacademy",
        type: "Remote",
        duration: "2 months",
        stipend: "Rs. 8,000/month",
        location: "Remote",
        deadline: new Date(now + 10 * dayMs),
      },
    }),
  ];
  const placements = [
    await prisma.placement.create({
      data: {
        title: "Graduate Analyst",
        company: "HDFC Bank",
        experience: "Fresher",
        category: "Banking",
        location: "Mumbai",
        salary: "4-6 LPA",
        description: "Analyse retail lending portfolios.",
      },
    }),
  ];
  const exams = [
    await prisma.exam.create({
      data: {
        title: "National Aptitude Mock Test",
        category: "Aptitude",
        mode: "online",
        duration: 120,
        examDate: new Date(now + 14 * dayMs),
        maxParticipants: 500,
      },
    }),
    await prisma.exam.create({
      data: {
        title: "Banking Entrance Practice",
        category: "Banking",
        mode: "offline",
        duration: 90,
        examDate: new Date(now + 30 * dayMs),
        location: "Delhi",
        maxParticipants: 80,
      },
    }),
  ];
  await prisma.aboutContent.upsert({
    where: { id: 1 },
    create: { mission: "Quality learning for every student in India, in their language.", vision: "A skilled India." },
    update: { mission: "Quality learning for every student in India, in their language.", vision: "A skilled India." },
  });
  const learner = await prisma.user.create({
    data: { authId: `auth-${now}`, email: `aarav-${now}@example.com`, firstName: "आरव", lastName: "शर्मा" },
  });
  const certificate = await prisma.certificate.create({
    data: {
      code: "VP-AARAVSANSKRT",
      userId: learner.id,
      courseId: course.id,
      holderName: "आरव शर्मा",
      courseTitle: course.title,
    },
  });
  const draftCertificate = await prisma.certificate.create({
    data: {
      code: "VP-AARAVVEDICMA",
      userId: learner.id,
      courseId: draft.id,
      holderName: "आरव शर्मा",
      courseTitle: draft.title,
    },
  });
  return { course, draft, internships, placements, exams, learner, certificate, draftCertificate };
}

export type PublicContent = Awaited<ReturnType<typeof createPublicContent>>;

/** A gateway rendering first screens with the built client, over the public content above. */
export async function startPublicSite(): Promise<{ gateway: TestGateway; content: PublicContent }> {
  const gateway = await startTestGateway({ CLIENT_DIST: buildFirstScreens() });
  return { gateway, content: await createPublicContent(gateway.app.services.db.prisma) };
}
