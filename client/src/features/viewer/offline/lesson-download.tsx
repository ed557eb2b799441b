import { useState } from "react";
import { Box, Button, Chip, LinearProgress, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../i18n/use-format.ts";
import {
  packIsStale,
  packProgress,
  pausePack,
  resumePack,
  useLessonPacks,
  type PackSource,
} from "../../../lib/packs/lesson-packs.ts";
import { DownloadDialog } from "./download-dialog.tsx";

/** 'Download for offline' for the open lesson, or its pack's progress (with pause and resume) once asked for. */
export function LessonDownload({ source }: { source: PackSource }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [choosing, setChoosing] = useState(false);
  const pack = useLessonPacks().find((candidate) => candidate.lessonId === source.lesson.id);
  const stale = !!pack && packIsStale(pack, source);

  if (!pack || stale) {
    return (
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 2 }}>
        {stale && <Chip size="small" color="warning" label={t("viewer:offline.updateAvailable")} />}
        <Button variant="outlined" size="small" onClick={() => setChoosing(true)}>
          {t(stale ? "viewer:offline.update" : "viewer:offline.download")}
        </Button>
        {choosing && (
          <DownloadDialog title={source.lesson.title} sources={[source]} onClose={() => setChoosing(false)} />
        )}
      </Box>
    );
  }
  if (pack.status === "done")
    return (
      <Chip
        sx={{ mb: 2 }}
        color="success"
        size="small"
        label={t("viewer:offline.available", { size: format.bytes(pack.size) })}
      />
    );
  const percent = Math.round(packProgress(pack) * 100);
  const paused = pack.status === "paused" || pack.status === "failed";
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 2 }}>
      <Box sx={{ flexGrow: 1, maxWidth: 420 }}>
        <Typography variant="body2">
          {t(`viewer:offline.status.${pack.status}`, { percent: format.percent(percent / 100) })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t("viewer:offline.progress", { title: pack.lessonTitle })}
        />
      </Box>
      <Button size="small" onClick={() => (paused ? resumePack(pack.id) : pausePack(pack.id))}>
        {t(paused ? "viewer:offline.resume" : "viewer:offline.pause")}
      </Button>
    </Box>
  );
}
