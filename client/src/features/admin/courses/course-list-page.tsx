import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Alert, Box, Button, FormControlLabel, MenuItem, Switch, TextField } from "@mui/material";
import { StaffCoursesDocument } from "../../../gql-admin/graphql.ts";
import { serverMessage } from "../../../lib/errors.ts";
import { SectionHeading } from "../shell/section-heading.tsx";
import { courseStatus } from "./course-status.ts";
import { CourseTable } from "./course-table.tsx";

type StatusFilter = "all" | "Draft" | "Published";

export function CourseListPage() {
  // One list with archived courses included: the filters below work on it without another request.
  const { data, loading, error } = useQuery(StaffCoursesDocument, { variables: { includeArchived: true } });
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [showArchived, setShowArchived] = useState(false);
  const rows = (data?.staffCourses ?? []).filter(
    (course) => (showArchived || !course.archived) && (status === "all" || courseStatus(course) === status),
  );

  return (
    <>
      <SectionHeading title="Courses" actions={<Button component={RouterLink} to="/admin/courses/new" variant="contained">New course</Button>} />
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mb: 2, alignItems: "center" }}>
        <TextField label="Search courses" type="search" value={search} onChange={(event) => setSearch(event.target.value)} sx={{ minWidth: { xs: "100%", sm: 280 } }} />
        <TextField select label="Status" value={status} onChange={(event) => setStatus(event.target.value as StatusFilter)} sx={{ minWidth: 160 }}>
          <MenuItem value="all">All</MenuItem>
          <MenuItem value="Draft">Draft</MenuItem>
          <MenuItem value="Published">Published</MenuItem>
        </TextField>
        <FormControlLabel control={<Switch checked={showArchived} onChange={(event) => setShowArchived(event.target.checked)} />} label="Show archived" />
      </Box>
      {error && <Alert severity="error" sx={{ mb: 2 }}>{serverMessage(error, "Failed to load the courses.")}</Alert>}
      <CourseTable rows={rows} search={search} loading={loading && !data} />
    </>
  );
}
