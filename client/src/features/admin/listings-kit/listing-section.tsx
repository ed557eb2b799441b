import { useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Alert, Box, Button } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { loadErrorMessage } from "../../../lib/errors.ts";
import { SectionHeading } from "../shell/section-heading.tsx";
import { ConfirmDialog } from "../forms/confirm-dialog.tsx";
import { translateFields, type FieldSpec, type FormValues } from "../forms/form-spec.ts";
import { ListingFormDialog } from "./listing-form-dialog.tsx";
import { ListingGrid, type ListingRow } from "./listing-grid.tsx";
import type { FieldMapping } from "../forms/server-errors.ts";
import { useSave } from "../forms/use-save.ts";

/**
 * Catalogue keys of a listing's own texts. Each is a whole sentence per listing (not a noun slotted into a shared
 * one), so a language can make the verb agree with the noun.
 */
export interface ListingTexts {
  heading: string;
  /** The create button and the create form's title ("New news item"). */
  new: string;
  edit: string;
  saved: string;
  saveFailed: string;
  published: string;
  unpublished: string;
  publishFailed: string;
  deleted: string;
  deleteFailed: string;
  deleteTitle: string;
}

export interface ListingSectionProps<Row extends ListingRow> {
  texts: ListingTexts;
  rows: readonly Row[];
  loading: boolean;
  loadError?: unknown;
  columns: GridColDef<Row>[];
  /** Names a row in its buttons' labels and the delete confirmation, in the page's language. */
  rowLabel: (row: Row) => string;
  /** Labels and helper texts as catalogue keys: the section translates them. */
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
  const { texts, rows, loading, loadError, rowLabel, specs, valuesOf, fieldMapping } = props;
  const { t } = useTranslation(["admin-listings", "admin"]);
  const fields = useMemo(() => translateFields(specs, t), [specs, t]);
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const save = useSave();

  const submit = (values: FormValues) =>
    save(() => props.save(values, editing?.row?.id ?? null), {
      success: t(texts.saved),
      failure: t(texts.saveFailed),
      ...fieldMapping,
    });

  const togglePublished = async (row: Row) => {
    const success = t(row.published ? texts.unpublished : texts.published);
    await save(() => props.setPublished(row.id, !row.published), { success, failure: t(texts.publishFailed) });
  };

  const confirmDelete = async (row: Row) => {
    setBusy(true);
    const result = await save(() => props.remove(row.id), {
      success: t(texts.deleted),
      failure: t(texts.deleteFailed),
    });
    setBusy(false);
    if (result.ok) setDeleting(null);
  };

  return (
    <Box>
      <SectionHeading
        title={t(texts.heading)}
        actions={
          <Button variant="contained" onClick={() => setEditing({ row: null })}>
            {t(texts.new)}
          </Button>
        }
      />
      {loadError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {loadErrorMessage(loadError)}
        </Alert>
      ) : null}
      <ListingGrid
        label={t(texts.heading)}
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
          title={t(editing.row ? texts.edit : texts.new)}
          specs={fields}
          initialValues={valuesOf(editing.row)}
          onSubmit={submit}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t(texts.deleteTitle)}
          confirmLabel={t("admin-listings:listing.delete")}
          danger
          busy={busy}
          onConfirm={() => void confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          {t("admin-listings:listing.deleteText", { label: rowLabel(deleting) })}
        </ConfirmDialog>
      )}
    </Box>
  );
}
