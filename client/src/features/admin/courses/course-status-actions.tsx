import { useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { useMutation } from "@apollo/client/react";
import { Box, Button, Chip, Typography } from "@mui/material";
import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import { DeleteCourseDocument, SetCourseArchivedDocument, SetCoursePublishedDocument, type StaffCourseRowFragment } from "../../../gql-admin/graphql.ts";
import { serverMessage } from "../../../lib/errors.ts";
import { ConfirmDialog } from "../forms/confirm-dialog.tsx";
import { courseStatus, statusColor } from "./course-status.ts";

type Action = "publish" | "unpublish" | "archive" | "unarchive" | "delete";

const dialogs: Record<Action, { title: string; text: string; confirm: string; done: string }> = {
  publish: { title: "Publish this course?", text: "Learners will find it in the catalogue and can enrol at once.", confirm: "Publish", done: "Course published." },
  unpublish: { title: "Unpublish this course?", text: "It leaves the catalogue; enrolled learners keep their progress.", confirm: "Unpublish", done: "Course unpublished." },
  archive: { title: "Archive this course?", text: "Archiving also unpublishes it. You can restore it later.", confirm: "Archive", done: "Course archived." },
  unarchive: { title: "Restore this course?", text: "It comes back as a draft.", confirm: "Restore", done: "Course restored as a draft." },
  delete: { title: "Delete this course?", text: "The course and its lessons are removed for good.", confirm: "Delete", done: "Course deleted." },
};

export function CourseStatusActions({ course }: { course: StaffCourseRowFragment }) {
  const [pending, setPending] = useState<Action | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [setPublished, publishing] = useMutation(SetCoursePublishedDocument);
  const [setArchived, archiving] = useMutation(SetCourseArchivedDocument);
  const [remove, removing] = useMutation(DeleteCourseDocument, {
    update(cache) {
      cache.evict({ id: cache.identify({ __typename: "Course", id: course.id }) });
      cache.gc();
    },
  });
  const busy = publishing.loading || archiving.loading || removing.loading;
  const enrolled = course.enrollmentCount > 0;
  const status = courseStatus(course);

  const run = async (action: Action) => {
    const id = course.id;
    try {
      if (action === "publish" || action === "unpublish") await setPublished({ variables: { id, published: action === "publish" } });
      if (action === "archive" || action === "unarchive") await setArchived({ variables: { id, archived: action === "archive" } });
      if (action === "delete") await remove({ variables: { id } });
      enqueueSnackbar(dialogs[action].done, { variant: "success" });
      setPending(null);
      if (action === "delete") navigate("/admin/courses", { replace: true });
    } catch (error) {
      setPending(null);
      enqueueSnackbar(serverMessage(error, `Could not ${action} the course.`), { variant: "error" });
    }
  };

  return (
    <Box component="section" aria-label="Course status" sx={{ mb: 4 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}>
        <Chip label={status} color={statusColor[status]} variant="outlined" />
        <Button component={RouterLink} to={`/admin/courses/${course.id}/preview`} variant="outlined">Preview</Button>
        {!course.archived && (
          <Button variant="contained" disabled={busy} onClick={() => setPending(course.published ? "unpublish" : "publish")}>
            {course.published ? "Unpublish" : "Publish"}
          </Button>
        )}
        <Button variant="outlined" disabled={busy} onClick={() => setPending(course.archived ? "unarchive" : "archive")}>
          {course.archived ? "Restore" : "Archive"}
        </Button>
        <Button color="error" variant="outlined" disabled={busy || enrolled} aria-describedby={enrolled ? "delete-course-note" : undefined} onClick={() => setPending("delete")}>
          Delete
        </Button>
      </Box>
      {enrolled && (
        <Typography id="delete-course-note" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {course.enrollmentCount === 1 ? "One learner is" : `${course.enrollmentCount} learners are`} enrolled, so this course cannot be deleted. Unpublish or archive it instead.
        </Typography>
      )}
      {pending && (
        <ConfirmDialog
          open
          title={dialogs[pending].title}
          text={dialogs[pending].text}
          confirmLabel={dialogs[pending].confirm}
          danger={pending === "delete"}
          busy={busy}
          onConfirm={() => void run(pending)}
          onClose={() => setPending(null)}
        />
      )}
    </Box>
  );
}
