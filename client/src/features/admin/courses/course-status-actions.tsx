import { useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { useMutation } from "@apollo/client/react";
import { Box, Button, Chip, Typography } from "@mui/material";
import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import {
  DeleteCourseDocument,
  SetCourseArchivedDocument,
  SetCoursePublishedDocument,
  type StaffCourseRowFragment,
} from "../../../gql-admin/graphql.ts";
import { serverMessage } from "../../../lib/errors.ts";
import { ConfirmDialog } from "../forms/confirm-dialog.tsx";
import { courseStatus, statusColor, statusLabel } from "./course-status.ts";
import { useTranslation } from "react-i18next";

type Action = "publish" | "unpublish" | "archive" | "unarchive" | "delete";

// Catalogue keys per action: admin:courseActions.<action>.{title,text,confirm,done,failed}.
const dialogs: Record<Action, { title: string; text: string; confirm: string; done: string; failed: string }> = {
  publish: {
    title: "admin:courseActions.publish.title",
    text: "admin:courseActions.publish.text",
    confirm: "admin:courseActions.publish.confirm",
    done: "admin:courseActions.publish.done",
    failed: "admin:courseActions.publish.failed",
  },
  unpublish: {
    title: "admin:courseActions.unpublish.title",
    text: "admin:courseActions.unpublish.text",
    confirm: "admin:courseActions.unpublish.confirm",
    done: "admin:courseActions.unpublish.done",
    failed: "admin:courseActions.unpublish.failed",
  },
  archive: {
    title: "admin:courseActions.archive.title",
    text: "admin:courseActions.archive.text",
    confirm: "admin:courseActions.archive.confirm",
    done: "admin:courseActions.archive.done",
    failed: "admin:courseActions.archive.failed",
  },
  unarchive: {
    title: "admin:courseActions.unarchive.title",
    text: "admin:courseActions.unarchive.text",
    confirm: "admin:courseActions.unarchive.confirm",
    done: "admin:courseActions.unarchive.done",
    failed: "admin:courseActions.unarchive.failed",
  },
  delete: {
    title: "admin:courseActions.delete.title",
    text: "admin:courseActions.delete.text",
    confirm: "admin:courseActions.delete.confirm",
    done: "admin:courseActions.delete.done",
    failed: "admin:courseActions.delete.failed",
  },
};

export function CourseStatusActions({ course }: { course: StaffCourseRowFragment }) {
  const { t } = useTranslation("admin");
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
      if (action === "publish" || action === "unpublish")
        await setPublished({ variables: { id, published: action === "publish" } });
      if (action === "archive" || action === "unarchive")
        await setArchived({ variables: { id, archived: action === "archive" } });
      if (action === "delete") await remove({ variables: { id } });
      enqueueSnackbar(t(dialogs[action].done), { variant: "success" });
      setPending(null);
      if (action === "delete") navigate("/admin/courses", { replace: true });
    } catch (error) {
      setPending(null);
      enqueueSnackbar(serverMessage(error, t(dialogs[action].failed)), { variant: "error" });
    }
  };

  return (
    <Box component="section" aria-label={t("admin:courses.statusSection")} sx={{ mb: 4 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}>
        <Chip label={t(statusLabel[status])} color={statusColor[status]} variant="outlined" />
        <Button component={RouterLink} to={`/admin/courses/${course.id}/preview`} variant="outlined">
          {t("admin:courses.preview")}
        </Button>
        {!course.archived && (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => setPending(course.published ? "unpublish" : "publish")}
          >
            {course.published ? t(dialogs.unpublish.confirm) : t(dialogs.publish.confirm)}
          </Button>
        )}
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => setPending(course.archived ? "unarchive" : "archive")}
        >
          {course.archived ? t(dialogs.unarchive.confirm) : t(dialogs.archive.confirm)}
        </Button>
        <Button
          color="error"
          variant="outlined"
          disabled={busy || enrolled}
          aria-describedby={enrolled ? "delete-course-note" : undefined}
          onClick={() => setPending("delete")}
        >
          {t(dialogs.delete.confirm)}
        </Button>
      </Box>
      {enrolled && (
        <Typography id="delete-course-note" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t("admin:courses.cannotDelete", { count: course.enrollmentCount })}
        </Typography>
      )}
      {pending && (
        <ConfirmDialog
          title={t(dialogs[pending].title)}
          confirmLabel={t(dialogs[pending].confirm)}
          danger={pending === "delete"}
          busy={busy}
          onConfirm={() => void run(pending)}
          onClose={() => setPending(null)}
        >
          {t(dialogs[pending].text)}
        </ConfirmDialog>
      )}
    </Box>
  );
}
