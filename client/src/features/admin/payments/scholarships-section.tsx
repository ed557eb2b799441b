// Scholarships (docs/payments.md): admins enrol a learner free with a reason, which the audit log keeps; the list
// shows every free enrolment granted (instructors see their own courses').
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import {
  AdminCoursesForPaymentsDocument,
  AdminGrantFreeEnrolmentDocument,
  AdminScholarshipsDocument,
} from "../../../gql-admin/graphql.ts";
import { loadErrorMessage } from "../../../lib/errors.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { ListingFormDialog } from "../listings-kit/listing-form-dialog.tsx";
import { translateFields, type FieldSpec, type FormValues } from "../forms/form-spec.ts";
import { useSave } from "../forms/use-save.ts";
import { couponLimits } from "@app/schema/input-limits";

function grantFields(courses: readonly { id: string; title: string }[]): FieldSpec[] {
  return [
    { name: "email", label: "admin-payments:scholarships.email", kind: "email", required: true },
    {
      name: "courseId",
      label: "admin-payments:scholarships.course",
      kind: "select",
      options: courses.map((course) => course.id),
      optionLabels: Object.fromEntries(courses.map((course) => [course.id, course.title])),
      required: true,
    },
    {
      name: "reason",
      label: "admin-payments:scholarships.reason",
      kind: "multiline",
      max: couponLimits.scholarshipReason,
      required: true,
      helperText: "admin-payments:scholarships.reasonHelp",
    },
  ];
}

export function ScholarshipsSection({ admin }: { admin: boolean }) {
  const { t } = useTranslation("admin-payments");
  const format = useFormat();
  const { data, error } = useQuery(AdminScholarshipsDocument);
  const courses = useQuery(AdminCoursesForPaymentsDocument, { skip: !admin });
  const [grant] = useMutation(AdminGrantFreeEnrolmentDocument, { refetchQueries: [AdminScholarshipsDocument] });
  const save = useSave();
  const [open, setOpen] = useState(false);
  const courseList = useMemo(() => courses.data?.staffCourses ?? [], [courses.data]);
  const specs = useMemo(() => translateFields(grantFields(courseList), t), [courseList, t]);

  const submit = (values: FormValues) =>
    save(
      () =>
        grant({
          variables: {
            courseId: String(values.courseId),
            email: String(values.email).trim(),
            reason: String(values.reason).trim(),
          },
        }),
      { success: t("admin-payments:scholarships.granted"), failure: t("admin-payments:scholarships.failed") },
    );

  return (
    <Box component="section" aria-labelledby="scholarships-heading" sx={{ mb: 4 }}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 1, gap: 1 }}>
        <Typography id="scholarships-heading" variant="h6" component="h2">
          {t("admin-payments:scholarships.heading")}
        </Typography>
        {admin && (
          <Button variant="contained" onClick={() => setOpen(true)} disabled={!courses.data}>
            {t("admin-payments:scholarships.grant")}
          </Button>
        )}
      </Stack>
      {error && <Alert severity="error">{loadErrorMessage(error)}</Alert>}
      {data && data.scholarships.length === 0 && (
        <Typography color="text.secondary">{t("admin-payments:scholarships.empty")}</Typography>
      )}
      {data && data.scholarships.length > 0 && (
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small" aria-labelledby="scholarships-heading">
            <TableHead>
              <TableRow>
                <TableCell>{t("admin-payments:scholarships.learner")}</TableCell>
                <TableCell>{t("admin-payments:scholarships.course")}</TableCell>
                <TableCell>{t("admin-payments:scholarships.reason")}</TableCell>
                <TableCell>{t("admin-payments:scholarships.date")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.scholarships.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.learner.email}</TableCell>
                  <TableCell>{row.course.title}</TableCell>
                  <TableCell>{row.reason}</TableCell>
                  <TableCell>{format.date(row.createdAt, "short")}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {open && (
        <ListingFormDialog
          title={t("admin-payments:scholarships.grant")}
          specs={specs}
          initialValues={{ email: "", courseId: "", reason: "" }}
          onSubmit={submit}
          onClose={() => setOpen(false)}
        />
      )}
    </Box>
  );
}
