import { useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { Box, Button, Stack, TextField } from "@mui/material";
import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import { UpdateStaffLessonDocument, type StaffLessonFieldsFragment } from "../../../gql-admin/graphql.ts";
import { serverMessage } from "../../../lib/errors.ts";
import { RichTextEditor } from "../editor/rich-text-editor.tsx";
import { serverFieldErrors } from "../forms/server-errors.ts";

export function LessonDetailsForm({ lesson }: { lesson: StaffLessonFieldsFragment }) {
  const [title, setTitle] = useState(lesson.title);
  const [duration, setDuration] = useState(String(lesson.duration));
  const [description, setDescription] = useState(lesson.description);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, { loading }] = useMutation(UpdateStaffLessonDocument);
  const { enqueueSnackbar } = useSnackbar();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const minutes = Number(duration || "0");
    if (!title.trim()) found.title = "Title is required.";
    else if (title.trim().length > 200) found.title = "At most 200 characters.";
    if (!Number.isInteger(minutes) || minutes < 0 || minutes > 10_000) found.duration = "Enter whole minutes from 0 to 10,000.";
    setErrors(found);
    if (Object.keys(found).length) return enqueueSnackbar("Please correct the highlighted fields.", { variant: "error" });
    try {
      await update({ variables: { id: lesson.id, input: { title: title.trim(), duration: minutes, description } } });
      enqueueSnackbar("Lesson saved.", { variant: "success" });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      enqueueSnackbar(serverMessage(error, "Saving the lesson failed."), { variant: "error" });
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Lesson details">
      <Stack spacing={2}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextField label="Lesson title" value={title} onChange={(event) => setTitle(event.target.value)} error={!!errors.title} helperText={errors.title} required fullWidth />
          <TextField
            label="Duration (minutes)"
            type="number"
            value={duration}
            onChange={(event) => setDuration(event.target.value)}
            error={!!errors.duration}
            helperText={errors.duration}
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
            sx={{ width: { sm: 220 } }}
          />
        </Stack>
        <RichTextEditor label="Lesson description" value={description} onChange={setDescription} error={errors.description} />
        <Box><Button type="submit" variant="contained" disabled={loading}>Save lesson</Button></Box>
      </Stack>
    </Box>
  );
}
