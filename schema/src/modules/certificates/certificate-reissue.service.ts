// Re-issuing a certificate under the holder's current name (decision 017): an admin's audited act. The old row
// stays, marked replaced and pointing at its successor, so its printed code and QR answer "This certificate was
// replaced" instead of a name the learner no longer uses; the new one keeps the course title and date as issued.
import type { PrismaClient } from "@app/db";
import type { Viewer } from "../../context.ts";
import { AppError, notFound } from "../../errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { newCertificateCode } from "./certificate-code.ts";
import { holderName } from "./certificates.service.ts";

/** Answers the new certificate's id. */
export function reissueCertificate(prisma: PrismaClient, viewer: Viewer, id: string): Promise<string> {
  return prisma.$transaction(async (tx) => {
    const old = await tx.certificate.findUnique({
      where: { id },
      include: { user: { select: { name: true, firstName: true, lastName: true } } },
    });
    if (!old) throw notFound("Certificate");
    if (old.replacedAt)
      throw new AppError("invalid_input", "This certificate was already replaced", { id: "already replaced" });
    // Marked first: only one current certificate per learner and course may exist at a time.
    await tx.certificate.update({ where: { id }, data: { replacedAt: new Date() } });
    const current = await tx.certificate.create({
      data: {
        code: newCertificateCode(),
        userId: old.userId,
        courseId: old.courseId,
        issuedAt: old.issuedAt,
        holderName: holderName(old.user),
        courseTitle: old.courseTitle,
      },
    });
    await tx.certificate.update({ where: { id }, data: { replacedById: current.id } });
    await recordAudit(tx, viewer, {
      action: "reissue",
      entity: "Certificate",
      entityId: id,
      before: { code: old.code, holderName: old.holderName },
      after: { code: current.code, holderName: current.holderName, replacement: current.id },
    });
    return current.id;
  });
}
