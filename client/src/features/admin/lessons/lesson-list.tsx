import { useState, type FormEvent } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { useMutation } from "@apollo/client/react";
import { Box, Button, Link, List, ListItem, Stack, TextField, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../i18n/use-format.ts";
import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import {
  CreateStaffLessonDocument,
  DeleteStaffLessonDocument,
  ReorderLessonsDocument,
  type ReorderLessonsMutation,
  type StaffLessonRowFragment,
} from "../../../gql-admin/graphql.ts";
import { serverMessage } from "../../../lib/errors.ts";
import { ConfirmDialog } from "../forms/confirm-dialog.tsx";
import { serverFieldErrors } from "../forms/server-errors.ts";
import { byPosition, moved } from "./lesson-order.ts";
import { MoveButtons } from "./move-buttons.tsx";

/** A course's lessons in order: move up and down, open, delete, and add one at the end. */
export function LessonList({ courseId, lessons }: { courseId: string; lessons: readonly StaffLessonRowFragment[] }) {
  const { t } = useTranslation("admin-lessons");
  const format = useFormat();
  const ordered = byPosition(lessons);
  const { enqueueSnackbar } = useSnackbar();
  const [deleting, setDeleting] = useState<StaffLessonRowFragment | null>(null);
  const [reorder, reordering] = useMutation(ReorderLessonsDocument);
  const [remove, removing] = useMutation(DeleteStaffLessonDocument);

  const move = async (index: number, offset: -1 | 1) => {
    const next = moved(ordered, index, offset);
    if (!next) return;
    const lessonsInOrder = next.map((lesson, position) => ({ ...lesson, position }));
    try {
      await reorder({
        variables: { courseId, lessonIds: next.map((lesson) => lesson.id) },
        // Moves at once; the generated types omit __typename, which the cache needs to normalise the answer.
        optimisticResponse: {
          reorderLessons: {
            __typename: "Course",
            id: courseId,
            lessons: lessonsInOrder.map((l) => ({ ...l, __typename: "Lesson" })),
          },
        } as ReorderLessonsMutation,
      });
    } catch (error) {
      enqueueSnackbar(serverMessage(error, t("admin-lessons:list.reorderFailed")), { variant: "error" });
    }
  };

  const confirmDelete = async (lesson: StaffLessonRowFragment) => {
    try {
      await remove({
        variables: { id: lesson.id },
        update(cache) {
          cache.modify({
            id: cache.identify({ __typename: "Course", id: courseId }),
            fields: { lessonCount: (count: number) => Math.max(0, count - 1) },
          });
          cache.evict({ id: cache.identify({ __typename: "Lesson", id: lesson.id }) });
          cache.gc();
        },
      });
      enqueueSnackbar(t("admin-lessons:list.deleted"), { variant: "success" });
    } catch (error) {
      enqueueSnackbar(serverMessage(error, t("admin-lessons:list.deleteFailed")), { variant: "error" });
    }
    setDeleting(null);
  };

  return (
    <Box component="section" aria-labelledby="lessons-heading" sx={{ mt: 5 }}>
      <Typography id="lessons-heading" variant="h5" component="h2" gutterBottom>
        {t("admin-lessons:list.heading")}
      </Typography>
      {ordered.length === 0 && <Typography color="text.secondary">{t("admin-lessons:list.none")}</Typography>}
      <List aria-label={t("admin-lessons:list.inOrder")}>
        {ordered.map((lesson, index) => (
          <ListItem key={lesson.id} divider sx={{ gap: 1, flexWrap: "wrap" }}>
            <Typography sx={{ minWidth: 28, color: "text.secondary" }}>
              {t("admin-lessons:list.position", { position: format.number(index + 1) })}
            </Typography>
            <Box sx={{ flexGrow: 1, minWidth: 160 }}>
              <Link component={RouterLink} to={`/admin/courses/${courseId}/lessons/${lesson.id}`}>
                {lesson.title}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {t("admin-lessons:list.minutes", { minutes: format.number(lesson.duration) })}
              </Typography>
            </Box>
            <Stack direction="row" spacing={0.5}>
              <MoveButtons
                name={lesson.title}
                index={index}
                count={ordered.length}
                busy={reordering.loading}
                onMove={(at, by) => void move(at, by)}
              />
              <Button
                color="error"
                aria-label={t("admin-lessons:actions.deleteItem", { name: lesson.title })}
                onClick={() => setDeleting(lesson)}
              >
                {t("admin-lessons:actions.delete")}
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
      <AddLesson courseId={courseId} />
      {deleting && (
        <ConfirmDialog
          title={t("admin-lessons:list.confirmTitle", { title: deleting.title })}
          confirmLabel={t("admin-lessons:list.confirmLabel")}
          danger
          busy={removing.loading}
          onConfirm={() => void confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          {t("admin-lessons:list.confirmText")}
        </ConfirmDialog>
      )}
    </Box>
  );
}

function AddLesson({ courseId }: { courseId: string }) {
  const { t } = useTranslation("admin-lessons");
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateStaffLessonDocument);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError(t("admin-lessons:list.titleRequired"));
    try {
      const { data } = await create({ variables: { courseId, input: { title: title.trim() } } });
      enqueueSnackbar(t("admin-lessons:list.added"), { variant: "success" });
      setTitle("");
      if (data) navigate(`/admin/courses/${courseId}/lessons/${data.createLesson.id}`);
    } catch (failure) {
      setError(serverFieldErrors(failure).title ?? null);
      enqueueSnackbar(serverMessage(failure, t("admin-lessons:list.addFailed")), { variant: "error" });
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: "flex", gap: 1, alignItems: "flex-start", mt: 2, flexWrap: "wrap" }}
    >
      <TextField
        label={t("admin-lessons:list.newTitle")}
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          setError(null);
        }}
        error={!!error}
        helperText={error}
        size="small"
        sx={{ flexGrow: 1, minWidth: 220 }}
      />
      <Button type="submit" variant="contained" disabled={loading}>
        {t("admin-lessons:list.add")}
      </Button>
    </Box>
  );
}
