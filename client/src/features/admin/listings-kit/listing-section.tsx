import { useState, type ReactNode } from "react";
import { Alert, Box, Button } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { loadErrorMessage } from "../../../lib/errors.ts";
import { SectionHeading } from "../shell/section-heading.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import type { FieldSpec, FormValues } from "./form-spec.ts";
import { ListingFormDialog } from "./listing-form-dialog.tsx";
import { ListingGrid, type ListingRow } from "./listing-grid.tsx";
import type { FieldMapping } from "./server-errors.ts";
import { useSave } from "./use-save.ts";

export interface ListingSectionProps<Row extends ListingRow> {
  heading: string;
  /** Singular, capitalised ("News item"): buttons, dialog titles and toasts. */
  noun: string;
  rows: readonly Row[];
  loading: boolean;
  loadError?: unknown;
  columns: GridColDef<Row>[];
  rowLabel: (row: Row) => string;
  specs: readonly FieldSpec[];
  valuesOf: (row: Row | null) => FormValues;
  save: (values: FormValues, id: string | null) => Promise<unknown>;
  setPublished: (id: string, published: boolean) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** Where the server's errors go in the form (codes and renamed fields). */
  fieldMapping?: FieldMapping;
  extraActions?: (row: Row) => ReactNode;
  children?: ReactNode;
}

/** A listing's page: its table, create/edit form, publish toggle and delete with confirmation. */
export function ListingSection<Row extends ListingRow>(props: ListingSectionProps<Row>) {
  const { heading, noun, rows, loading, loadError, rowLabel, specs, valuesOf, fieldMapping } = props;
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const save = useSave();
  const lower = noun.toLowerCase();

  const submit = (values: FormValues) =>
    save(() => props.save(values, editing?.row?.id ?? null), { success: `${noun} saved`, failure: `Failed to save the ${lower}`, ...fieldMapping });

  const togglePublished = async (row: Row) => {
    const verb = row.published ? "unpublished" : "published";
    await save(() => props.setPublished(row.id, !row.published), { success: `${noun} ${verb}`, failure: `Failed to change the ${lower}` });
  };

  const confirmDelete = async (row: Row) => {
    setBusy(true);
    const result = await save(() => props.remove(row.id), { success: `${noun} deleted`, failure: `Failed to delete the ${lower}` });
    setBusy(false);
    if (result.ok) setDeleting(null);
  };

  return (
    <Box>
      <SectionHeading title={heading} actions={<Button variant="contained" onClick={() => setEditing({ row: null })}>New {lower}</Button>} />
      {loadError ? <Alert severity="error" sx={{ mb: 2 }}>{loadErrorMessage(loadError)}</Alert> : null}
      <ListingGrid
        label={heading}
        rows={rows}
        columns={props.columns}
        loading={loading}
        rowLabel={rowLabel}
        onEdit={(row) => setEditing({ row })}
        onTogglePublished={(row) => void togglePublished(row)}
        onDelete={setDeleting}
        extraActions={props.extraActions}
      />
      {props.children}
      {editing && (
        <ListingFormDialog
          title={editing.row ? `Edit ${lower}` : `New ${lower}`}
          specs={specs}
          initialValues={valuesOf(editing.row)}
          onSubmit={submit}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog title={`Delete this ${lower}?`} confirmLabel="Delete" danger busy={busy} onConfirm={() => void confirmDelete(deleting)} onClose={() => setDeleting(null)}>
          “{rowLabel(deleting)}” will be removed for good. To hide it from learners but keep it, unpublish it instead.
        </ConfirmDialog>
      )}
    </Box>
  );
}
