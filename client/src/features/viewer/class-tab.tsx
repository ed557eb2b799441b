import { useState } from "react";
import { Box, Button, FormControlLabel, Paper, Switch, Typography } from "@mui/material";
import type { LessonVideoFieldsFragment, ProgressStatus } from "../../gql/graphql.ts";
import { SafeHtml } from "../../components/ui/safe-html.tsx";
import { fileUrl } from "../../lib/files.ts";
import { VideoPlayer } from "./video/video-player.tsx";
import { TranscriptPanel } from "./video/transcript-panel.tsx";
import { TrackedYouTube } from "./video/tracked-youtube.tsx";
import { youTubeStart, type SavedPlayback } from "./video/resume.ts";
import { isYouTubeUrl, youTubeId } from "../../components/media/youtube.ts";
import { useTranslation } from "react-i18next";

export interface ClassLesson {
  id: string;
  title: string;
  description: string;
  videoUrl: string | null;
  url: string | null;
  video?: LessonVideoFieldsFragment | null;
}

export interface LessonProgressActions {
  status: ProgressStatus;
  /** The stored progress the video resumes from; null while it loads. */
  saved: SavedPlayback | null;
  /** Raised by each reset: the uploaded-video player starts over with it (a YouTube frame would complete on load). */
  resets: number;
  onComplete: () => void;
  onReset: () => void;
}

interface LessonVideoProps {
  lesson: ClassLesson;
  progress: LessonProgressActions;
  dataSaver: boolean;
  captionsOn: boolean;
}

function LessonVideo({ lesson, progress: { onComplete, resets, saved }, dataSaver, captionsOn }: LessonVideoProps) {
  const { t } = useTranslation();
  const uploaded = fileUrl(lesson.videoUrl);
  if (uploaded) {
    return (
      <VideoPlayer
        key={`${lesson.id}:${resets}:${dataSaver}`}
        lessonId={lesson.id}
        src={uploaded}
        title={lesson.title}
        saved={saved}
        onVideoClick={onComplete}
        video={lesson.video}
        dataSaver={dataSaver}
        captionsOn={captionsOn}
      />
    );
  }
  if (isYouTubeUrl(lesson.url)) {
    const id = youTubeId(lesson.url);
    const start = saved && youTubeStart(saved);
    return id ? (
      <TrackedYouTube lessonId={lesson.id} videoId={id} title={lesson.title} start={start} onInteract={onComplete} />
    ) : null;
  }
  const other = fileUrl(lesson.url);
  if (!other) return null;
  return (
    // A video at another address than an upload has no captions of ours to attach (docs/video.md).
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      key={`${lesson.id}:${resets}`}
      controls
      preload="metadata"
      aria-label={t("viewer:video.label", { title: lesson.title })}
      onClick={onComplete}
      style={{ width: "100%", borderRadius: 8 }}
    >
      <source src={other} type="video/mp4" />
    </video>
  );
}

export function ClassTab({
  lesson,
  progress,
  dataSaver = false,
  captionsOn = false,
}: {
  lesson: ClassLesson;
  progress: LessonProgressActions;
  dataSaver?: boolean;
  captionsOn?: boolean;
}) {
  const { onComplete } = progress;
  const { t } = useTranslation();
  // Read mode (docs/video.md): the transcript alone, no video bytes, for 2G.
  const [reading, setReading] = useState(false);
  const captions = lesson.video?.captions ?? [];
  const hasVideo = !!(lesson.videoUrl || lesson.url);
  const hasDescription = !!lesson.description.replace(/<[^>]*>/g, "").trim();
  if (!hasVideo && !hasDescription)
    return <Typography sx={{ py: 4, textAlign: "center" }}>{t("viewer:class.empty")}</Typography>;
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      {captions.length > 0 && (
        <FormControlLabel
          control={<Switch checked={reading} onChange={(event) => setReading(event.target.checked)} />}
          label={t("viewer:transcript.readMode")}
        />
      )}
      {reading ? (
        <TranscriptPanel captions={captions} language={null} time={null} />
      ) : (
        hasVideo && <LessonVideo lesson={lesson} progress={progress} dataSaver={dataSaver} captionsOn={captionsOn} />
      )}
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 2, flexWrap: "wrap" }}>
        <Typography variant="h5" component="h2">
          {lesson.title}
        </Typography>
        {progress.status !== "not_started" && (
          <Button size="small" variant="outlined" color="inherit" onClick={progress.onReset}>
            {t("viewer:class.reset")}
          </Button>
        )}
      </Box>
      {hasDescription && (
        <Paper
          variant="outlined"
          data-testid="lesson-description"
          onClick={onComplete}
          sx={{ p: 2, cursor: "pointer" }}
        >
          <Typography variant="h6" component="h3" gutterBottom>
            {t("viewer:class.description")}
          </Typography>
          <SafeHtml html={lesson.description} sx={{ "& img": { maxWidth: "100%" } }} />
        </Paper>
      )}
    </Box>
  );
}
