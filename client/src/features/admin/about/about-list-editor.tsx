import { useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Box, Button, Card, CardActions, CardContent, Grid, Typography } from "@mui/material";
import { ConfirmDialog } from "../forms/confirm-dialog.tsx";
import type { FieldSpec, FormValues } from "../forms/form-spec.ts";
import { ListingFormDialog } from "../listings-kit/listing-form-dialog.tsx";
import { useSave } from "../forms/use-save.ts";
import { translatedSpecs, type AboutListTexts } from "./about-fields.ts";

interface AboutListEditorProps<Item extends { id: string }> {
  /** Catalogue keys of the list's own sentences ("Add team member", "Team member saved"...). */
  texts: AboutListTexts;
  items: readonly Item[];
  label: (item: Item) => string;
  render: (item: Item) => ReactNode;
  /** Labelled with catalogue keys (about-fields.ts). */
  specs: readonly FieldSpec[];
  valuesOf: (item: Item | null) => FormValues;
  save: (values: FormValues, item: Item | null) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  actions?: (item: Item) => ReactNode;
}

/** Cards of one About list (features, team, partners) with add, edit and delete behind a confirmation. */
export function AboutListEditor<Item extends { id: string }>({
  texts,
  items,
  label,
  render,
  specs,
  valuesOf,
  save,
  remove,
  actions,
}: AboutListEditorProps<Item>) {
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useSave();
  const { t } = useTranslation("admin-people");
  const fields = useMemo(() => translatedSpecs(t, specs), [t, specs]);

  const confirmDelete = async (item: Item) => {
    setBusy(true);
    const result = await run(() => remove(item.id), { success: t(texts.deleted), failure: t(texts.deleteFailed) });
    setBusy(false);
    if (result.ok) setDeleting(null);
  };

  return (
    <Box>
      {items.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("admin-people:about.list.none")}
        </Typography>
      )}
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {items.map((item) => (
          <Grid key={item.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card variant="outlined" sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
              <CardContent sx={{ flexGrow: 1 }}>{render(item)}</CardContent>
              <CardActions sx={{ flexWrap: "wrap" }}>
                <Button
                  size="small"
                  onClick={() => setEditing({ item })}
                  aria-label={t("admin-people:about.list.editItem", { label: label(item) })}
                >
                  {t("admin-people:about.list.edit")}
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => setDeleting(item)}
                  aria-label={t("admin-people:about.list.deleteItem", { label: label(item) })}
                >
                  {t("admin-people:about.list.delete")}
                </Button>
                {actions?.(item)}
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Button variant="outlined" onClick={() => setEditing({ item: null })}>
        {t(texts.add)}
      </Button>
      {editing && (
        <ListingFormDialog
          title={t(editing.item ? texts.edit : texts.new)}
          specs={fields}
          initialValues={valuesOf(editing.item)}
          onSubmit={(values) =>
            run(() => save(values, editing.item), { success: t(texts.saved), failure: t(texts.saveFailed) })
          }
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t("admin-people:about.list.deleteTitle", { label: label(deleting) })}
          confirmLabel={t("admin-people:about.list.delete")}
          danger
          busy={busy}
          onConfirm={() => void confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          {t("admin-people:about.list.deleteText")}
        </ConfirmDialog>
      )}
    </Box>
  );
}
