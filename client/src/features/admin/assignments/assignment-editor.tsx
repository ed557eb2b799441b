// The lesson editor's Assignment section (docs/assignments.md): set, change or remove the lesson's assignment,
// with the console's forms kit (field specs, the one validator signature, useSave, the confirm dialog).
import { useState, type FormEvent } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { Box, Button, Paper, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import {
  CreateAssignmentDocument,
  DeleteAssignmentDocument,
  StaffLessonAssignmentDocument,
  UpdateAssignmentDocument,
  type StaffAssignmentFieldsFragment,
} from "../../../gql-admin/graphql.ts";
import { RichTextEditor } from "../editor/rich-text-editor.tsx";
import { ConfirmDialog } from "../forms/confirm-dialog.tsx";
import { FormFields } from "../forms/form-field.tsx";
import { fieldsValidator, translateFields, type FieldErrors, type FormValues } from "../forms/form-spec.ts";
import { useSave } from "../forms/use-save.ts";
import { assignmentFields, assignmentInput, assignmentValues } from "./assignment-fields.ts";

export function AssignmentEditor({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation(["admin-assignments", "admin"]);
  const { data, loading } = useQuery(StaffLessonAssignmentDocument, { variables: { lessonId } });
  if (loading && !data) return null;
  const assignment = data?.lessonAssignment ?? null;
  return (
    <Paper variant="outlined" sx={{ p: 2, my: 3 }} component="section" aria-label={t("admin-assignments:title")}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t("admin-assignments:title")}
      </Typography>
      <AssignmentForm key={assignment?.id ?? "new"} lessonId={lessonId} assignment={assignment} />
    </Paper>
  );
}

function AssignmentForm({
  lessonId,
  assignment,
}: {
  lessonId: string;
  assignment: StaffAssignmentFieldsFragment | null;
}) {
  const { t } = useTranslation(["admin-assignments", "admin"]);
  const specs = translateFields(assignmentFields, t);
  const [values, setValues] = useState<FormValues>(() => assignmentValues(assignment));
  const [instructions, setInstructions] = useState(assignment?.instructions ?? "");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const refetch = { refetchQueries: [{ query: StaffLessonAssignmentDocument, variables: { lessonId } }] };
  const [create, created] = useMutation(CreateAssignmentDocument, refetch);
  const [update, updated] = useMutation(UpdateAssignmentDocument, refetch);
  const [remove, removed] = useMutation(DeleteAssignmentDocument, refetch);
  const save = useSave();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldsValidator(assignmentFields)(values, t);
    if (!instructions.replace(/<[^>]*>/g, "").trim()) found.instructions = t("admin-assignments:instructionsRequired");
    if (values.requiredForCertificate === true && !String(values.passingScore).trim())
      found.passingScore = t("admin-assignments:passingRequired");
    setErrors(found);
    if (Object.keys(found).length) return;
    const input = assignmentInput(values, instructions);
    const result = await save(
      () =>
        assignment ? update({ variables: { id: assignment.id, input } }) : create({ variables: { lessonId, input } }),
      { success: t("admin-assignments:saved"), failure: t("admin-assignments:saveFailed") },
    );
    if (!result.ok) setErrors(result.errors);
  };

  const deleteIt = async () => {
    if (!assignment) return;
    await save(() => remove({ variables: { id: assignment.id } }), {
      success: t("admin-assignments:deleted"),
      failure: t("admin-assignments:deleteFailed"),
    });
    setConfirming(false);
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        <RichTextEditor
          label={t("admin-assignments:fields.instructions")}
          value={instructions}
          onChange={setInstructions}
          error={errors.instructions}
        />
        <FormFields
          specs={specs}
          values={values}
          errors={errors}
          onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
        />
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={created.loading || updated.loading}>
            {assignment ? t("admin-assignments:save") : t("admin-assignments:create")}
          </Button>
          {assignment && (
            <Button color="error" onClick={() => setConfirming(true)}>
              {t("admin-assignments:delete")}
            </Button>
          )}
        </Stack>
      </Stack>
      {confirming && (
        <ConfirmDialog
          title={t("admin-assignments:deleteTitle")}
          confirmLabel={t("admin-assignments:delete")}
          danger
          busy={removed.loading}
          onConfirm={() => void deleteIt()}
          onClose={() => setConfirming(false)}
        >
          {t("admin-assignments:deleteBody")}
        </ConfirmDialog>
      )}
    </Box>
  );
}
