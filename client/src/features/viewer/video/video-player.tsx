import { useRef, useState } from "react";
import { Box, Button, IconButton, Slider, Stack, Typography } from "@mui/material";
import { PauseIcon, PlayIcon, VolumeIcon } from "../../../components/ui/icons.tsx";
import { useControlsVisibility } from "./use-controls-visibility.ts";
import { useProgressReporter } from "./use-progress-reporter.ts";
import { clock, type SavedPlayback } from "./resume.ts";
import { useResume } from "./use-resume.ts";
import { useTranslation } from "react-i18next";

interface VideoPlayerProps {
  lessonId: string;
  src: string;
  title: string;
  /** The learner's saved progress in the lesson; null while it loads. */
  saved: SavedPlayback | null;
  onVideoClick: () => void;
}

/** The uploaded-video player with custom controls (spec sections 2 and 9). */
export function VideoPlayer({ lessonId, src, title, saved, onVideoClick }: VideoPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(1);
  const controls = useControlsVisibility();
  const reporter = useProgressReporter(lessonId, video);
  const resume = useResume(video, saved);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch((error: unknown) => console.warn("Playback failed", error));
    else element.pause();
  };

  return (
    <Box>
      <Box
        onMouseEnter={controls.show}
        onMouseMove={controls.show}
        onMouseLeave={controls.scheduleHide}
        sx={{ position: "relative", bgcolor: "common.black", borderRadius: 2, overflow: "hidden" }}
      >
        <video
          ref={video}
          aria-label={t("viewer:video.label", { title })}
          preload="metadata"
          playsInline
          style={{ width: "100%", display: "block", maxHeight: "70vh" }}
          onClick={() => {
            toggle();
            onVideoClick();
          }}
          onPlay={() => {
            setPlaying(true);
            reporter.onPlay();
          }}
          onPause={() => {
            setPlaying(false);
            reporter.onPause();
          }}
          onEnded={reporter.onEnded}
          onSeeking={reporter.onSeeking}
          onTimeUpdate={(event) => {
            setTime(event.currentTarget.currentTime);
            reporter.onTimeUpdate();
          }}
          onLoadedMetadata={(event) => {
            setDuration(event.currentTarget.duration);
            resume.onLoadedMetadata();
          }}
        >
          <source src={src} type="video/mp4" />
        </video>
        <Stack
          direction="row"
          spacing={1}
          sx={{
            position: "absolute", left: 0, right: 0, bottom: 0, px: 1, py: 0.5, alignItems: "center",
            background: "linear-gradient(transparent, rgba(0,0,0,0.75))", color: "common.white",
            opacity: controls.visible ? 1 : 0, transition: "opacity 0.3s", pointerEvents: controls.visible ? "auto" : "none",
          }}
        >
          <IconButton aria-label={playing ? t("viewer:video.pause") : t("viewer:video.play")} onClick={toggle} sx={{ color: "inherit" }}>
            {playing ? <PauseIcon /> : <PlayIcon />}
          </IconButton>
          <Slider
            aria-label={t("viewer:video.seek")}
            size="small"
            min={0}
            max={duration || 0}
            step={0.1}
            value={Math.min(time, duration || 0)}
            onChange={(_event, value) => {
              if (video.current) video.current.currentTime = value as number;
            }}
            sx={{ color: "common.white", flexGrow: 1 }}
          />
          <Typography variant="caption" sx={{ whiteSpace: "nowrap" }}>{clock(time)} / {clock(duration)}</Typography>
          <VolumeIcon fontSize="small" aria-hidden />
          <Slider
            aria-label={t("viewer:video.volume")}
            size="small"
            min={0}
            max={1}
            step={0.1}
            value={volume}
            onChange={(_event, value) => {
              setVolume(value as number);
              if (video.current) video.current.volume = value as number;
            }}
            sx={{ color: "common.white", width: { xs: 60, sm: 90 } }}
          />
        </Stack>
      </Box>
      {resume.resumedAt !== null && (
        <Stack direction="row" spacing={1} role="status" sx={{ mt: 1, alignItems: "center" }}>
          <Typography variant="body2">{t("viewer:video.resumedAt", { time: clock(resume.resumedAt) })}</Typography>
          <Button size="small" onClick={resume.startOver}>{t("viewer:video.startOver")}</Button>
        </Stack>
      )}
    </Box>
  );
}
