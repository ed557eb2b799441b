import { useState } from "react";
import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { PackSource } from "../../../lib/packs/lesson-packs.ts";
import { DownloadDialog } from "./download-dialog.tsx";

/** 'Download course': one pack per lesson, chosen together in one dialog with their total size. */
export function CourseDownload({ courseTitle, sources }: { courseTitle: string; sources: PackSource[] }) {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setChoosing(true)} disabled={!sources.length}>
        {t("viewer:offline.course")}
      </Button>
      {choosing && <DownloadDialog title={courseTitle} sources={sources} onClose={() => setChoosing(false)} />}
    </>
  );
}
