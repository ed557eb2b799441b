// The staff's review of learners' error reports on bank questions (docs/practice.md): read a question's open
// reports, and resolve them once the question is fixed or found right (an audit entry says who did).
import type { PrismaClient } from "@app/db";
import type { Viewer } from "../../../context.ts";
import { notFound } from "../../../errors.ts";
import { recordAudit } from "../../audit/audit.service.ts";
import { editableQuestions } from "./staff-bank.service.ts";

async function editableId(prisma: PrismaClient, viewer: Viewer, questionId: string) {
  const question = await prisma.practiceQuestion.findFirst({
    where: { id: questionId, ...editableQuestions(viewer) },
    select: { id: true },
  });
  if (!question) throw notFound("Practice question");
  return question.id;
}

export async function openReports(prisma: PrismaClient, viewer: Viewer, questionId: string) {
  const id = await editableId(prisma, viewer, questionId);
  return prisma.practiceReport.findMany({
    where: { questionId: id, resolvedAt: null },
    orderBy: { createdAt: "asc" },
  });
}

/** Marks the question's open reports resolved; answers how many were. */
export async function resolveReports(prisma: PrismaClient, viewer: Viewer, questionId: string, now = new Date()) {
  const id = await editableId(prisma, viewer, questionId);
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.practiceReport.updateMany({
      where: { questionId: id, resolvedAt: null },
      data: { resolvedAt: now },
    });
    if (count)
      await recordAudit(tx, viewer, {
        action: "resolve-reports",
        entity: "PracticeQuestion",
        entityId: id,
        after: { resolvedReports: count },
      });
    return count;
  });
}
