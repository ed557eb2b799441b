import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Alert, Box, Button, FormControlLabel, MenuItem, Switch, TextField } from "@mui/material";
import { StaffCoursesDocument } from "../../../gql-admin/graphql.ts";
import { serverMessage } from "../../../lib/errors.ts";
import { SectionHeading } from "../shell/section-heading.tsx";
import { courseStatus, statusLabel } from "./course-status.ts";
import { CourseTable } from "./course-table.tsx";
import { useTranslation } from "react-i18next";

type StatusFilter = "all" | "Draft" | "Published";

export function CourseListPage() {
  // One list with archived courses included: the filters below work on it without another request.
  const { data, loading, error } = useQuery(StaffCoursesDocument, { variables: { includeArchived: true } });
  const { t } = useTranslation("admin");
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [showArchived, setShowArchived] = useState(false);
  const rows = (data?.staffCourses ?? []).filter(
    (course) => (showArchived || !course.archived) && (status === "all" || courseStatus(course) === status),
  );

  return (
    <>
      <SectionHeading
        title={t("admin:sections.courses")}
        actions={
          <Button component={RouterLink} to="/admin/courses/new" variant="contained">
            {t("admin:courses.new")}
          </Button>
        }
      />
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mb: 2, alignItems: "center" }}>
        <TextField
          label={t("courses:catalogue.search")}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ minWidth: { xs: "100%", sm: 280 } }}
        />
        <TextField
          select
          label={t("admin:courses.status")}
          value={status}
          onChange={(event) => setStatus(event.target.value as StatusFilter)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="all">{t("courses:catalogue.all")}</MenuItem>
          <MenuItem value="Draft">{t(statusLabel.Draft)}</MenuItem>
          <MenuItem value="Published">{t(statusLabel.Published)}</MenuItem>
        </TextField>
        <FormControlLabel
          control={<Switch checked={showArchived} onChange={(event) => setShowArchived(event.target.checked)} />}
          label={t("admin:courses.showArchived")}
        />
      </Box>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverMessage(error, t("admin:courses.loadFailed"))}
        </Alert>
      )}
      <CourseTable rows={rows} search={search} loading={loading && !data} />
    </>
  );
}
