import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatters, type Formatters } from "./format.ts";

/** The formatters of the page's current language; components re-render with the new ones when it changes. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  return useMemo(() => formatters(i18n.language), [i18n.language]);
}
