import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import { serverMessage } from "../../../lib/errors.ts";
import type { FieldErrors } from "./form-spec.ts";
import { serverFieldErrors, type FieldMapping } from "./server-errors.ts";

export type SaveResult = { ok: true } | { ok: false; errors: FieldErrors };

export interface SaveMessages extends FieldMapping {
  success: string;
  failure: string;
}

/** Runs a write and reports it with the app's toasts; a failure hands back the server's field errors. */
export function useSave() {
  const { enqueueSnackbar } = useSnackbar();
  return async (write: () => Promise<unknown>, { success, failure, ...mapping }: SaveMessages): Promise<SaveResult> => {
    try {
      await write();
      enqueueSnackbar(success, { variant: "success" });
      return { ok: true };
    } catch (error) {
      enqueueSnackbar(serverMessage(error, failure), { variant: "error" });
      return { ok: false, errors: serverFieldErrors(error, mapping) };
    }
  };
}
