import { useState, type FormEvent } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { useMutation } from "@apollo/client/react";
import { Box, Button, IconButton, Link, List, ListItem, Stack, TextField, Tooltip, Typography } from "@mui/material";
import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import { CreateStaffLessonDocument, DeleteStaffLessonDocument, ReorderLessonsDocument, type ReorderLessonsMutation, type StaffLessonRowFragment } from "../../../gql-admin/graphql.ts";
import { ArrowUpIcon } from "../../../components/ui/icons.tsx";
import { serverMessage } from "../../../lib/errors.ts";
import { ConfirmDialog } from "../forms/confirm-dialog.tsx";
import { serverFieldErrors } from "../forms/server-errors.ts";
import { byPosition, moved } from "./lesson-order.ts";

/** A course's lessons in order: move up and down, open, delete, and add one at the end. */
export function LessonList({ courseId, lessons }: { courseId: string; lessons: readonly StaffLessonRowFragment[] }) {
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
        optimisticResponse: { reorderLessons: { __typename: "Course", id: courseId, lessons: lessonsInOrder.map((l) => ({ ...l, __typename: "Lesson" })) } } as ReorderLessonsMutation,
      });
    } catch (error) {
      enqueueSnackbar(serverMessage(error, "Could not reorder the lessons."), { variant: "error" });
    }
  };

  const confirmDelete = async (lesson: StaffLessonRowFragment) => {
    try {
      await remove({
        variables: { id: lesson.id },
        update(cache) {
          cache.modify({ id: cache.identify({ __typename: "Course", id: courseId }), fields: { lessonCount: (count: number) => Math.max(0, count - 1) } });
          cache.evict({ id: cache.identify({ __typename: "Lesson", id: lesson.id }) });
          cache.gc();
        },
      });
      enqueueSnackbar("Lesson deleted.", { variant: "success" });
    } catch (error) {
      enqueueSnackbar(serverMessage(error, "Could not delete the lesson."), { variant: "error" });
    }
    setDeleting(null);
  };

  return (
    <Box component="section" aria-labelledby="lessons-heading" sx={{ mt: 5 }}>
      <Typography id="lessons-heading" variant="h5" component="h2" gutterBottom>Lessons</Typography>
      {ordered.length === 0 && <Typography color="text.secondary">No lessons yet.</Typography>}
      <List aria-label="Lessons in order">
        {ordered.map((lesson, index) => (
          <ListItem key={lesson.id} divider sx={{ gap: 1, flexWrap: "wrap" }}>
            <Typography sx={{ minWidth: 28, color: "text.secondary" }}>{index + 1}.</Typography>
            <Box sx={{ flexGrow: 1, minWidth: 160 }}>
              <Link component={RouterLink} to={`/admin/courses/${courseId}/lessons/${lesson.id}`}>{lesson.title}</Link>
              <Typography variant="body2" color="text.secondary">{lesson.duration} min</Typography>
            </Box>
            <Stack direction="row" spacing={0.5}>
              <Tooltip title="Move up">
                <span>
                  <IconButton aria-label={`Move ${lesson.title} up`} disabled={index === 0 || reordering.loading} onClick={() => void move(index, -1)}>
                    <ArrowUpIcon />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Move down">
                <span>
                  <IconButton aria-label={`Move ${lesson.title} down`} disabled={index === ordered.length - 1 || reordering.loading} onClick={() => void move(index, 1)}>
                    <ArrowUpIcon sx={{ transform: "rotate(180deg)" }} />
                  </IconButton>
                </span>
              </Tooltip>
              <Button color="error" aria-label={`Delete ${lesson.title}`} onClick={() => setDeleting(lesson)}>Delete</Button>
            </Stack>
          </ListItem>
        ))}
      </List>
      <AddLesson courseId={courseId} />
      {deleting && (
        <ConfirmDialog
          open
          title={`Delete “${deleting.title}”?`}
          text="The lesson, its contents and learners' progress in it are removed."
          confirmLabel="Delete lesson"
          danger
          busy={removing.loading}
          onConfirm={() => void confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}

function AddLesson({ courseId }: { courseId: string }) {
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateStaffLessonDocument);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError("Enter the lesson's title.");
    try {
      const { data } = await create({ variables: { courseId, input: { title: title.trim() } } });
      enqueueSnackbar("Lesson added.", { variant: "success" });
      setTitle("");
      if (data) navigate(`/admin/courses/${courseId}/lessons/${data.createLesson.id}`);
    } catch (failure) {
      setError(serverFieldErrors(failure).title ?? null);
      enqueueSnackbar(serverMessage(failure, "Could not add the lesson."), { variant: "error" });
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: "flex", gap: 1, alignItems: "flex-start", mt: 2, flexWrap: "wrap" }}>
      <TextField
        label="New lesson title"
        value={title}
        onChange={(event) => { setTitle(event.target.value); setError(null); }}
        error={!!error}
        helperText={error}
        size="small"
        sx={{ flexGrow: 1, minWidth: 220 }}
      />
      <Button type="submit" variant="contained" disabled={loading}>Add lesson</Button>
    </Box>
  );
}
