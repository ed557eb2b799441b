// A test's sections and questions, one at a time (docs/mock-tests.md, "Authoring"), and its course's question bank:
// a section's own time and its draw by tag, and each question's texts, key, tags, Hindi and figure. The forms are the
// kit's (ListingFormDialog with field specs, useSave, ConfirmDialog); CSV import stays the way to bring many in.
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery } from "@apollo/client/react";
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from "@mui/material";
import {
  AdminCreateMockTestQuestionDocument,
  AdminCreateMockTestSectionDocument,
  AdminDeleteMockTestQuestionDocument,
  AdminMockTestBankDocument,
  AdminMockTestPaperDocument,
  AdminUpdateMockTestQuestionDocument,
  AdminUpdateMockTestSectionDocument,
  AdminUploadMockTestImageDocument,
  type AdminMockTestQuestionFragment,
} from "../../../gql-admin/graphql.ts";
import { ConfirmDialog } from "../forms/confirm-dialog.tsx";
import { translateFields, type FormValues } from "../forms/form-spec.ts";
import { useSave } from "../forms/use-save.ts";
import { ListingFormDialog } from "../listings-kit/listing-form-dialog.tsx";
import {
  questionFields,
  questionInput,
  questionValues,
  sectionFields,
  sectionInput,
  sectionValues,
} from "./question-fields.ts";

type Owner = { sectionId: string } | { bankCourseId: string };
type Editing =
  | { kind: "question"; owner: Owner; question: AdminMockTestQuestionFragment | null }
  | { kind: "section"; section: (Parameters<typeof sectionValues>[0] & { id: string }) | null };

function QuestionList({
  questions,
  onEdit,
  onDelete,
}: {
  questions: readonly AdminMockTestQuestionFragment[];
  onEdit: (question: AdminMockTestQuestionFragment) => void;
  onDelete: (question: AdminMockTestQuestionFragment) => void;
}) {
  const { t } = useTranslation("admin-mock-tests");
  return (
    <List dense disablePadding>
      {questions.map((question, index) => (
        <ListItem
          key={question.id}
          divider
          data-testid="mock-test-question"
          secondaryAction={
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                onClick={() => onEdit(question)}
                aria-label={t("admin-mock-tests:question.editFor", { number: index + 1 })}
              >
                {t("admin-mock-tests:question.edit")}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => onDelete(question)}
                aria-label={t("admin-mock-tests:question.deleteFor", { number: index + 1 })}
              >
                {t("admin-mock-tests:question.delete")}
              </Button>
            </Stack>
          }
        >
          <ListItemText
            sx={{ pr: 18 }}
            primary={`${index + 1}. ${question.text}`}
            secondary={[
              t("admin-mock-tests:question.key", { letter: String.fromCharCode(65 + question.correctOption) }),
              question.textHi ? "हिंदी" : null,
              question.tags.join(", ") || null,
            ]
              .filter(Boolean)
              .join(" · ")}
          />
        </ListItem>
      ))}
    </List>
  );
}

export function QuestionsDialog({ test, onClose }: { test: { id: string; title: string }; onClose: () => void }) {
  const { t } = useTranslation(["admin-mock-tests", "admin"]);
  const save = useSave();
  const paper = useQuery(AdminMockTestPaperDocument, { variables: { id: test.id } });
  const courseId = paper.data?.staffMockTest.courseId ?? null;
  const bank = useQuery(AdminMockTestBankDocument, { variables: { courseId: courseId ?? "" }, skip: !courseId });
  const refetch = () => Promise.all([paper.refetch(), courseId ? bank.refetch() : null]);
  const [createQuestion] = useMutation(AdminCreateMockTestQuestionDocument);
  const [updateQuestion] = useMutation(AdminUpdateMockTestQuestionDocument);
  const [deleteQuestion] = useMutation(AdminDeleteMockTestQuestionDocument);
  const [createSection] = useMutation(AdminCreateMockTestSectionDocument);
  const [updateSection] = useMutation(AdminUpdateMockTestSectionDocument);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AdminMockTestQuestionFragment | null>(null);
  const [uploadImage] = useMutation(AdminUploadMockTestImageDocument);
  // A figure belongs to the test (or the course's bank) its question is in: only that owner may let it go.
  const questionSpecs = (owner: Owner) =>
    translateFields(
      questionFields(async (file) => {
        const target = "sectionId" in owner ? { testId: test.id } : { bankCourseId: owner.bankCourseId };
        const { data } = await uploadImage({ variables: { ...target, file } });
        return data!.uploadMockTestImage.src;
      }),
      t,
    );
  const sectionSpecs = useMemo(() => translateFields(sectionFields(), t), [t]);
  const messages = {
    success: t("admin-mock-tests:question.saved"),
    failure: t("admin-mock-tests:question.saveFailed"),
  };

  const submitQuestion = (owner: Owner, question: AdminMockTestQuestionFragment | null) => (values: FormValues) =>
    save(async () => {
      const input = questionInput(values);
      if (question) await updateQuestion({ variables: { id: question.id, input } });
      else await createQuestion({ variables: { ...owner, input } });
      await refetch();
    }, messages);
  const submitSection = (id: string | null) => (values: FormValues) =>
    save(
      async () => {
        const input = sectionInput(values);
        if (id) await updateSection({ variables: { id, input } });
        else await createSection({ variables: { testId: test.id, input } });
        await refetch();
      },
      { success: t("admin-mock-tests:section.saved"), failure: t("admin-mock-tests:section.saveFailed") },
    );

  const sections = paper.data?.staffMockTest.sections ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="mock-test-questions-title">
      <DialogTitle id="mock-test-questions-title">
        {t("admin-mock-tests:questions.title", { title: test.title })}
      </DialogTitle>
      <DialogContent dividers>
        {sections.map((section) => (
          <Box key={section.id} component="section" sx={{ mb: 3 }} aria-label={section.name}>
            <Stack direction="row" sx={{ alignItems: "center", gap: 1, flexWrap: "wrap" }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, flexGrow: 1 }}>
                {section.name}
              </Typography>
              {section.timeLimitMinutes !== null && (
                <Chip
                  size="small"
                  label={t("admin-mock-tests:section.ownTime", { minutes: section.timeLimitMinutes })}
                />
              )}
              {section.drawCount > 0 && (
                <Chip
                  size="small"
                  label={t("admin-mock-tests:section.draws", { count: section.drawCount, tag: section.drawTag })}
                />
              )}
              <Button size="small" onClick={() => setEditing({ kind: "section", section })}>
                {t("admin-mock-tests:section.edit")}
              </Button>
              <Button
                size="small"
                variant="outlined"
                onClick={() => setEditing({ kind: "question", owner: { sectionId: section.id }, question: null })}
              >
                {t("admin-mock-tests:question.add")}
              </Button>
            </Stack>
            <QuestionList
              questions={section.questions}
              onEdit={(question) => setEditing({ kind: "question", owner: { sectionId: section.id }, question })}
              onDelete={setDeleting}
            />
          </Box>
        ))}
        <Button onClick={() => setEditing({ kind: "section", section: null })}>
          {t("admin-mock-tests:section.add")}
        </Button>
        {courseId && (
          <Box component="section" sx={{ mt: 2 }} aria-label={t("admin-mock-tests:bank.title")}>
            <Divider sx={{ mb: 2 }} />
            <Stack direction="row" sx={{ alignItems: "center", gap: 1 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, flexGrow: 1 }}>
                {t("admin-mock-tests:bank.title")}
              </Typography>
              <Button
                size="small"
                variant="outlined"
                onClick={() => setEditing({ kind: "question", owner: { bankCourseId: courseId }, question: null })}
              >
                {t("admin-mock-tests:bank.add")}
              </Button>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t("admin-mock-tests:bank.help")}
            </Typography>
            <QuestionList
              questions={bank.data?.mockTestBank ?? []}
              onEdit={(question) => setEditing({ kind: "question", owner: { bankCourseId: courseId }, question })}
              onDelete={setDeleting}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("admin-mock-tests:questions.close")}</Button>
      </DialogActions>
      {editing?.kind === "question" && (
        <ListingFormDialog
          title={t(editing.question ? "admin-mock-tests:question.editTitle" : "admin-mock-tests:question.addTitle")}
          specs={questionSpecs(editing.owner)}
          initialValues={questionValues(editing.question)}
          onSubmit={submitQuestion(editing.owner, editing.question)}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === "section" && (
        <ListingFormDialog
          title={t(editing.section ? "admin-mock-tests:section.editTitle" : "admin-mock-tests:section.addTitle")}
          specs={sectionSpecs}
          initialValues={sectionValues(editing.section)}
          onSubmit={submitSection(editing.section?.id ?? null)}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t("admin-mock-tests:question.deleteTitle")}
          confirmLabel={t("admin-mock-tests:question.delete")}
          danger
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            void save(
              async () => {
                await deleteQuestion({ variables: { id: deleting.id } });
                await refetch();
              },
              { success: t("admin-mock-tests:question.deleted"), failure: t("admin-mock-tests:question.deleteFailed") },
            ).then(() => setDeleting(null))
          }
        >
          {deleting.text}
        </ConfirmDialog>
      )}
    </Dialog>
  );
}
