import { useState, type ReactNode } from "react";
import { useMutation } from "@apollo/client/react";
import { Box, Button, IconButton, List, ListItem, Stack, Tooltip, Typography } from "@mui/material";
import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import { DeleteStaffLessonContentDocument, ReorderLessonContentsDocument, type ContentType, type StaffLessonContentFragment } from "../../../gql-admin/graphql.ts";
import { ArrowUpIcon } from "../../../components/ui/icons.tsx";
import { serverMessage } from "../../../lib/errors.ts";
import { ConfirmDialog } from "../forms/confirm-dialog.tsx";
import { byPosition, moved } from "./lesson-order.ts";

interface ContentSectionProps {
  lessonId: string;
  type: ContentType;
  heading: string;
  /** e.g. "question": used in button names ("Add question", "Delete question 2"). */
  noun: string;
  contents: readonly StaffLessonContentFragment[];
  summary: (content: StaffLessonContentFragment) => ReactNode;
  editor: (content: StaffLessonContentFragment | null, done: () => void) => ReactNode;
}

/** The items of one content type in their order: edit in place, move, delete with confirmation, add. */
export function ContentSection({ lessonId, type, heading, noun, contents, summary, editor }: ContentSectionProps) {
  const items = byPosition(contents.filter((content) => content.type === type));
  const [editing, setEditing] = useState<string | "new" | null>(null);
  const [deleting, setDeleting] = useState<StaffLessonContentFragment | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const [reorder, reordering] = useMutation(ReorderLessonContentsDocument);
  const [remove, removing] = useMutation(DeleteStaffLessonContentDocument);
  const headingId = `${type}-heading`;
  const done = () => setEditing(null);

  const move = async (index: number, offset: -1 | 1) => {
    const next = moved(items, index, offset);
    if (!next) return;
    try {
      await reorder({ variables: { lessonId, type, contentIds: next.map((item) => item.id) } });
    } catch (error) {
      enqueueSnackbar(serverMessage(error, `Could not reorder the ${noun}s.`), { variant: "error" });
    }
  };

  const confirmDelete = async (content: StaffLessonContentFragment) => {
    try {
      await remove({
        variables: { id: content.id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: "LessonContent", id: content.id }) });
          cache.gc();
        },
      });
      enqueueSnackbar(`The ${noun} was deleted.`, { variant: "success" });
    } catch (error) {
      enqueueSnackbar(serverMessage(error, `Could not delete the ${noun}.`), { variant: "error" });
    }
    setDeleting(null);
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 5 }}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>{heading}</Typography>
      {items.length === 0 && editing !== "new" && <Typography color="text.secondary">None yet.</Typography>}
      <List aria-labelledby={headingId}>
        {items.map((item, index) => {
          const name = `${noun} ${index + 1}`;
          return (
            <ListItem key={item.id} divider sx={{ display: "block", px: 0 }}>
              {editing === item.id ? (
                editor(item, done)
              ) : (
                <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
                  <Box sx={{ flexGrow: 1, minWidth: 200 }}>{summary(item)}</Box>
                  <Stack direction="row" spacing={0.5}>
                    <Tooltip title="Move up">
                      <span>
                        <IconButton aria-label={`Move ${name} up`} disabled={index === 0 || reordering.loading} onClick={() => void move(index, -1)}><ArrowUpIcon /></IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title="Move down">
                      <span>
                        <IconButton aria-label={`Move ${name} down`} disabled={index === items.length - 1 || reordering.loading} onClick={() => void move(index, 1)}>
                          <ArrowUpIcon sx={{ transform: "rotate(180deg)" }} />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Button aria-label={`Edit ${name}`} onClick={() => setEditing(item.id)}>Edit</Button>
                    <Button aria-label={`Delete ${name}`} color="error" onClick={() => setDeleting(item)}>Delete</Button>
                  </Stack>
                </Box>
              )}
            </ListItem>
          );
        })}
      </List>
      {editing === "new" ? editor(null, done) : <Button variant="outlined" onClick={() => setEditing("new")}>Add {noun}</Button>}
      {deleting && (
        <ConfirmDialog
          open
          title={`Delete this ${noun}?`}
          text={`“${deleting.title}” is removed from the lesson.`}
          confirmLabel={`Delete ${noun}`}
          danger
          busy={removing.loading}
          onConfirm={() => void confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
