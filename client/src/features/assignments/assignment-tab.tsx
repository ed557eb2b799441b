import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { SafeHtml } from "../../components/ui/safe-html.tsx";
import type { LessonAssignmentQuery } from "../../gql/graphql.ts";
import { useFormat } from "../../i18n/use-format.ts";
import { SubmissionForm } from "./submission-form.tsx";
import { SubmissionStatus } from "./submission-status.tsx";

type Assignment = NonNullable<LessonAssignmentQuery["lessonAssignment"]>;

/** The learner's Assignment tab: instructions, due date, the submission's state and, until graded, the form. */
export function AssignmentTab({ assignment, lessonId }: { assignment: Assignment; lessonId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const submission = assignment.mySubmission;
  const overdue = !!assignment.dueAt && new Date(assignment.dueAt) < new Date();
  const closed = overdue && !assignment.allowLate;
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {t("assignments:title")}
      </Typography>
      <SafeHtml html={assignment.instructions} />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {assignment.dueAt
          ? t("assignments:due", { date: format.date(assignment.dueAt, "dateTime") })
          : t("assignments:noDue")}
        {" · "}
        {t("assignments:maxScore", { max: assignment.maxScore })}
      </Typography>
      {submission && <SubmissionStatus submission={submission} maxScore={assignment.maxScore} />}
      {submission?.status === "GRADED" ? null : closed ? (
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {t("assignments:closed")}
        </Typography>
      ) : (
        <SubmissionForm assignment={assignment} lessonId={lessonId} initialText={submission?.text ?? ""} />
      )}
    </Box>
  );
}
