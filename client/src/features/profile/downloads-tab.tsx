import { useEffect, useState } from "react";
import { Link as RouterLink } from "react-router";
import {
  Box,
  Button,
  LinearProgress,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format.ts";
import {
  deleteAllPacks,
  deletePack,
  packProgress,
  pausePack,
  resumePack,
  useLessonPacks,
  type LessonPack,
} from "../../lib/packs/lesson-packs.ts";
import { PackState } from "./pack-state.tsx";

/** A pack still downloading: its progress, and Pause or Resume (the same as the viewer's). */
function PackProgress({ pack }: { pack: LessonPack }) {
  const { t } = useTranslation();
  const paused = pack.status === "paused";
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, minWidth: 160 }}>
      <LinearProgress
        sx={{ flexGrow: 1 }}
        variant="determinate"
        value={Math.round(packProgress(pack) * 100)}
        aria-label={t("profile:downloads.progressOne", { title: pack.lessonTitle })}
      />
      <Button
        size="small"
        onClick={() => (paused ? resumePack(pack.id) : pausePack(pack.id))}
        aria-label={t(paused ? "profile:downloads.resumeOne" : "profile:downloads.pauseOne", {
          title: pack.lessonTitle,
        })}
      >
        {t(paused ? "profile:downloads.resume" : "profile:downloads.pause")}
      </Button>
    </Box>
  );
}

/** The device's storage as the browser reports it (what packs use counts in `usage`). */
function useStorageEstimate(deps: unknown) {
  const [estimate, setEstimate] = useState<{ usage: number; quota: number } | null>(null);
  useEffect(() => {
    void navigator.storage?.estimate().then(({ usage = 0, quota = 0 }) => setEstimate({ usage, quota }));
  }, [deps]);
  return estimate;
}

/** Profile › Downloads: the learner's lesson packs, their sizes, and the space left on the device. */
export function DownloadsTab() {
  const { t } = useTranslation();
  const format = useFormat();
  const packs = useLessonPacks();
  const estimate = useStorageEstimate(packs);
  const used = packs.reduce((sum, pack) => sum + pack.size, 0);

  return (
    <Paper sx={{ p: 3 }}>
      <Box
        sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: 1, mb: 2 }}
      >
        <Typography data-testid="downloads-usage">
          {t("profile:downloads.usage", { used: format.bytes(used) })}
          {estimate &&
            ` · ${t("profile:downloads.free", { free: format.bytes(Math.max(0, estimate.quota - estimate.usage)) })}`}
        </Typography>
        {packs.length > 0 && (
          <Button color="error" onClick={deleteAllPacks}>
            {t("profile:downloads.deleteAll")}
          </Button>
        )}
      </Box>
      {packs.length === 0 ? (
        <Typography color="text.secondary">{t("profile:downloads.empty")}</Typography>
      ) : (
        <Table size="small" aria-label={t("profile:downloads.title")}>
          <TableHead>
            <TableRow>
              {["course", "lesson", "quality", "size", "date", "status"].map((column) => (
                <TableCell key={column}>{t(`profile:downloads.${column}`)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {packs.map((pack) => (
              <TableRow key={pack.id} data-testid="download-row">
                <TableCell>{pack.courseTitle}</TableCell>
                <TableCell>
                  <Link component={RouterLink} to={`/courses/${pack.courseId}/content/class/${pack.lessonId}`}>
                    {pack.lessonTitle}
                  </Link>
                </TableCell>
                <TableCell>{t(`profile:downloads.qualities.${pack.quality}`)}</TableCell>
                <TableCell>{format.bytes(pack.size)}</TableCell>
                <TableCell>{format.date(pack.createdAt)}</TableCell>
                <TableCell>
                  <PackState pack={pack} />
                  {pack.status !== "done" && pack.status !== "failed" && <PackProgress pack={pack} />}
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => deletePack(pack.id)}
                    aria-label={t("profile:downloads.deleteOne", { title: pack.lessonTitle })}
                  >
                    {t("profile:downloads.delete")}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
