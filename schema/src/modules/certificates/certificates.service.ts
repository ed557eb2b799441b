// Certificates of completion (spec section 3), with a verifiable code and a downloadable PDF. A certificate
// keeps the holder's name and the course title it was issued with (decision 017): renaming a profile or a course
// never changes what an earlier certificate attests.
import type { Prisma, PrismaClient } from "@app/db";
import { newCertificateCode } from "./certificate-code.ts";
import { DEFAULT_LANGUAGE } from "../../languages.ts";
import { drawCertificate } from "./certificate-pdf.ts";

export type CertificateQuery = Pick<Prisma.CertificateFindManyArgs, "include" | "select">;
type Db = PrismaClient | Prisma.TransactionClient;

/** Issues the learner's certificate for the course once, under today's name and title; later calls leave it in place. */
export async function issueCertificate(prisma: Db, userId: string, courseId: string): Promise<void> {
  const [user, course] = await Promise.all([
    prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { name: true, firstName: true, lastName: true } }),
    prisma.course.findUniqueOrThrow({ where: { id: courseId }, select: { title: true } }),
  ]);
  // One current certificate per learner and course (a partial unique index): a second call changes nothing.
  await prisma.certificate.createMany({
    data: [{ code: newCertificateCode(), userId, courseId, holderName: holderName(user), courseTitle: course.title }],
    skipDuplicates: true,
  });
}

/** The learner's current certificates (a replaced one lives on only to answer its old code). */
export function listCertificates(prisma: PrismaClient, userId: string, query: CertificateQuery = {}) {
  return prisma.certificate.findMany({
    ...query,
    where: { userId, replacedAt: null },
    orderBy: [{ issuedAt: "desc" }, { id: "asc" }],
  });
}

export const normaliseCode = (code: string) => code.trim().toUpperCase();

export function findCertificate(prisma: PrismaClient, code: string, query: CertificateQuery = {}) {
  return prisma.certificate.findUnique({ ...query, where: { code: normaliseCode(code) } });
}

/** The longest code the public verification accepts (certificates.schema.ts); no issued code is longer. */
export const MAX_CERTIFICATE_CODE_LENGTH = 40;

/**
 * Whether a certificate, current or replaced, answers this verification code: the verification page is a real
 * page (200) exactly then. A code no row can have (empty, too long, a NUL byte) is false without a query.
 */
export async function certificateCodeExists(prisma: PrismaClient, code: string): Promise<boolean> {
  const normalised = normaliseCode(code);
  if (normalised.length === 0 || normalised.length > MAX_CERTIFICATE_CODE_LENGTH || normalised.includes("\0"))
    return false;
  return (await findCertificate(prisma, normalised, { select: { id: true } })) !== null;
}

export const certificateTitle = (courseTitle: string) => `Certificate of Completion: ${courseTitle}`;
export const certificatePdfPath = (code: string) => `/api/certificates/${code}.pdf`;
/** The public page that shows whether a certificate is valid; printed and encoded in the PDF's QR code. */
export const certificateVerifyPath = (code: string) => `/certificates/verify/${code}`;

export function holderName(user: { name: string; firstName: string; lastName: string }): string {
  return user.name.trim() || `${user.firstName} ${user.lastName}`.trim() || "Learner";
}

/**
 * The certificate as a one-page PDF, or null for an unknown or replaced code. `publicUrl` makes the printed
 * verification link absolute; without it the link is the path on the API host.
 */
export async function renderCertificatePdf(
  db: { prisma: PrismaClient },
  code: string,
  { publicUrl = "" }: { publicUrl?: string } = {},
): Promise<Uint8Array | null> {
  const certificate = await db.prisma.certificate.findUnique({
    where: { code: normaliseCode(code) },
    select: {
      code: true,
      issuedAt: true,
      holderName: true,
      courseTitle: true,
      replacedAt: true,
      user: { select: { language: true } },
    },
  });
  if (!certificate || certificate.replacedAt) return null;
  return drawCertificate({
    holderName: certificate.holderName,
    courseTitle: certificate.courseTitle,
    issuedAt: certificate.issuedAt,
    code: certificate.code,
    verificationUrl: `${publicUrl}${certificateVerifyPath(certificate.code)}`,
    // The holder's document, whoever downloads it: in the language they read the course in.
    language: certificate.user.language ?? DEFAULT_LANGUAGE,
  });
}
