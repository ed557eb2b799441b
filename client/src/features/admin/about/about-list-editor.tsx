import { useState, type ReactNode } from "react";
import { Box, Button, Card, CardActions, CardContent, Grid, Typography } from "@mui/material";
import { ConfirmDialog } from "../listings-kit/confirm-dialog.tsx";
import type { FieldSpec, FormValues } from "../listings-kit/form-spec.ts";
import { ListingFormDialog } from "../listings-kit/listing-form-dialog.tsx";
import { useSave } from "../listings-kit/use-save.ts";

interface AboutListEditorProps<Item extends { id: string }> {
  /** Singular, capitalised ("Team member"). */
  noun: string;
  items: readonly Item[];
  label: (item: Item) => string;
  render: (item: Item) => ReactNode;
  specs: readonly FieldSpec[];
  valuesOf: (item: Item | null) => FormValues;
  save: (values: FormValues, item: Item | null) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  actions?: (item: Item) => ReactNode;
}

/** Cards of one About list (features, team, partners) with add, edit and delete behind a confirmation. */
export function AboutListEditor<Item extends { id: string }>({ noun, items, label, render, specs, valuesOf, save, remove, actions }: AboutListEditorProps<Item>) {
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useSave();
  const lower = noun.toLowerCase();

  const confirmDelete = async (item: Item) => {
    setBusy(true);
    const result = await run(() => remove(item.id), { success: `${noun} deleted`, failure: `Failed to delete the ${lower}` });
    setBusy(false);
    if (result.ok) setDeleting(null);
  };

  return (
    <Box>
      {items.length === 0 && <Typography color="text.secondary" sx={{ mb: 2 }}>None yet: the About page leaves this part out until one is added.</Typography>}
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {items.map((item) => (
          <Grid key={item.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card variant="outlined" sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
              <CardContent sx={{ flexGrow: 1 }}>{render(item)}</CardContent>
              <CardActions sx={{ flexWrap: "wrap" }}>
                <Button size="small" onClick={() => setEditing({ item })} aria-label={`Edit ${label(item)}`}>Edit</Button>
                <Button size="small" color="error" onClick={() => setDeleting(item)} aria-label={`Delete ${label(item)}`}>Delete</Button>
                {actions?.(item)}
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Button variant="outlined" onClick={() => setEditing({ item: null })}>Add {lower}</Button>
      {editing && (
        <ListingFormDialog
          title={editing.item ? `Edit ${lower}` : `New ${lower}`}
          specs={specs}
          initialValues={valuesOf(editing.item)}
          onSubmit={(values) => run(() => save(values, editing.item), { success: `${noun} saved`, failure: `Failed to save the ${lower}` })}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog title={`Delete ${label(deleting)}?`} confirmLabel="Delete" danger busy={busy} onConfirm={() => void confirmDelete(deleting)} onClose={() => setDeleting(null)}>
          It disappears from the About page at once.
        </ConfirmDialog>
      )}
    </Box>
  );
}
