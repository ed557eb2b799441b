import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import type { FieldErrors } from "./form-spec.ts";
import { useSave, type SaveMessages, type SaveResult } from "./use-save.ts";

/**
 * A console form's state: its values, the errors by field (an edit clears its field's error), and one submit that
 * stops on the client's errors with a toast asking to correct them, else saves through useSave and shows the
 * server's field errors where they belong. Editors with fields the specs do not describe (a rich text, an upload,
 * a list of questions) keep those values here too and report their errors by the same names.
 */
export function useForm<Values extends object>(initial: Values | (() => Values)) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSave();
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation("admin");

  const change = useCallback(<Name extends keyof Values & string>(name: Name, value: Values[Name]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  }, []);

  /** Shows `found` (the client's checks); when there are none runs the save and shows its errors. True when it saved. */
  const submitWith = async (found: FieldErrors, attempt: () => Promise<SaveResult>) => {
    setErrors(found);
    if (Object.keys(found).length > 0) {
      enqueueSnackbar(t("admin:form.correct"), { variant: "error" });
      return false;
    }
    const result = await attempt();
    if (!result.ok) setErrors(result.errors);
    return result.ok;
  };

  /** submitWith over a write reported through useSave with these messages. */
  const submit = (found: FieldErrors, write: () => Promise<unknown>, messages: SaveMessages) =>
    submitWith(found, () => save(write, messages));

  return { values, setValues, errors, setErrors, change, submit, submitWith };
}
