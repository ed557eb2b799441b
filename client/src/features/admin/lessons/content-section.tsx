import { useState, type ReactNode } from "react";
import { useMutation } from "@apollo/client/react";
import { Box, Button, List, ListItem, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../i18n/use-format.ts";
import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import {
  DeleteStaffLessonContentDocument,
  ReorderLessonContentsDocument,
  type ContentType,
  type StaffLessonContentFragment,
} from "../../../gql-admin/graphql.ts";
import { serverMessage } from "../../../lib/errors.ts";
import { ConfirmDialog } from "../forms/confirm-dialog.tsx";
import { byPosition, moved } from "./lesson-order.ts";
import { MoveButtons } from "./move-buttons.tsx";

type SectionType = Exclude<ContentType, "class">;

// Catalogue keys per content type: admin-lessons:contents.<type>.*. `item` names one item in button names
// ("Delete question 2"); each type has its own sentences, as the words for note, slide deck and question differ.
const sectionTexts: Record<
  SectionType,
  {
    heading: string;
    item: string;
    add: string;
    reorderFailed: string;
    deleted: string;
    deleteFailed: string;
    confirmTitle: string;
    confirmLabel: string;
  }
> = {
  note: {
    heading: "admin-lessons:contents.note.heading",
    item: "admin-lessons:contents.note.item",
    add: "admin-lessons:contents.note.add",
    reorderFailed: "admin-lessons:contents.note.reorderFailed",
    deleted: "admin-lessons:contents.note.deleted",
    deleteFailed: "admin-lessons:contents.note.deleteFailed",
    confirmTitle: "admin-lessons:contents.note.confirmTitle",
    confirmLabel: "admin-lessons:contents.note.confirmLabel",
  },
  ppt: {
    heading: "admin-lessons:contents.slides.heading",
    item: "admin-lessons:contents.slides.item",
    add: "admin-lessons:contents.slides.add",
    reorderFailed: "admin-lessons:contents.slides.reorderFailed",
    deleted: "admin-lessons:contents.slides.deleted",
    deleteFailed: "admin-lessons:contents.slides.deleteFailed",
    confirmTitle: "admin-lessons:contents.slides.confirmTitle",
    confirmLabel: "admin-lessons:contents.slides.confirmLabel",
  },
  question: {
    heading: "admin-lessons:contents.question.heading",
    item: "admin-lessons:contents.question.item",
    add: "admin-lessons:contents.question.add",
    reorderFailed: "admin-lessons:contents.question.reorderFailed",
    deleted: "admin-lessons:contents.question.deleted",
    deleteFailed: "admin-lessons:contents.question.deleteFailed",
    confirmTitle: "admin-lessons:contents.question.confirmTitle",
    confirmLabel: "admin-lessons:contents.question.confirmLabel",
  },
};

interface ContentSectionProps {
  lessonId: string;
  /** The content type; it also picks the section's heading and texts. */
  type: SectionType;
  contents: readonly StaffLessonContentFragment[];
  summary: (content: StaffLessonContentFragment) => ReactNode;
  editor: (content: StaffLessonContentFragment | null, done: () => void) => ReactNode;
}

/** The items of one content type in their order: edit in place, move, delete with confirmation, add. */
export function ContentSection({ lessonId, type, contents, summary, editor }: ContentSectionProps) {
  const { t } = useTranslation("admin-lessons");
  const format = useFormat();
  const texts = sectionTexts[type];
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
      enqueueSnackbar(serverMessage(error, t(texts.reorderFailed)), { variant: "error" });
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
      enqueueSnackbar(t(texts.deleted), { variant: "success" });
    } catch (error) {
      enqueueSnackbar(serverMessage(error, t(texts.deleteFailed)), { variant: "error" });
    }
    setDeleting(null);
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 5 }}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        {t(texts.heading)}
      </Typography>
      {items.length === 0 && editing !== "new" && (
        <Typography color="text.secondary">{t("admin-lessons:contents.none")}</Typography>
      )}
      <List aria-labelledby={headingId}>
        {items.map((item, index) => {
          const name = t(texts.item, { number: format.number(index + 1) });
          return (
            <ListItem key={item.id} divider sx={{ display: "block", px: 0 }}>
              {editing === item.id ? (
                editor(item, done)
              ) : (
                <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
                  <Box sx={{ flexGrow: 1, minWidth: 200 }}>{summary(item)}</Box>
                  <Stack direction="row" spacing={0.5}>
                    <MoveButtons
                      name={name}
                      index={index}
                      count={items.length}
                      busy={reordering.loading}
                      onMove={(at, by) => void move(at, by)}
                    />
                    <Button
                      aria-label={t("admin-lessons:actions.editItem", { name })}
                      onClick={() => setEditing(item.id)}
                    >
                      {t("admin-lessons:actions.edit")}
                    </Button>
                    <Button
                      aria-label={t("admin-lessons:actions.deleteItem", { name })}
                      color="error"
                      onClick={() => setDeleting(item)}
                    >
                      {t("admin-lessons:actions.delete")}
                    </Button>
                  </Stack>
                </Box>
              )}
            </ListItem>
          );
        })}
      </List>
      {editing === "new" ? (
        editor(null, done)
      ) : (
        <Button variant="outlined" onClick={() => setEditing("new")}>
          {t(texts.add)}
        </Button>
      )}
      {deleting && (
        <ConfirmDialog
          title={t(texts.confirmTitle)}
          confirmLabel={t(texts.confirmLabel)}
          danger
          busy={removing.loading}
          onConfirm={() => void confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          {t("admin-lessons:contents.removeText", { title: deleting.title })}
        </ConfirmDialog>
      )}
    </Box>
  );
}
