import { useEffect, useId, useRef, useState } from "react";
import { Box, Button, IconButton, Slider, Stack, Typography } from "@mui/material";
import { PauseIcon, PlayIcon, VolumeIcon } from "../../../components/ui/icons.tsx";
import { CaptionsIcon, FullscreenIcon, TranscriptIcon } from "./player-icons.tsx";
import type { LessonVideoFieldsFragment } from "../../../gql/graphql.ts";
import { useControlsVisibility } from "./use-controls-visibility.ts";
import { useProgressReporter } from "./use-progress-reporter.ts";
import { clock, type SavedPlayback } from "./resume.ts";
import { useResume } from "./use-resume.ts";
import { megabytes, qualityChoices, type Quality } from "./adaptive-source.ts";
import { useStream } from "./use-stream.ts";
import { useHls } from "./use-hls.ts";
import { SettingsMenu } from "./settings-menu.tsx";
import { playerKeyHandler } from "./use-player-keys.ts";
import { TranscriptPanel } from "./transcript-panel.tsx";
import { defaultCaption } from "./caption-choice.ts";
import { useTranslation } from "react-i18next";
import { fileUrl } from "../../../lib/files.ts";

interface VideoPlayerProps {
  lessonId: string;
  /** The uploaded original: played until the renditions are READY. */
  src: string;
  title: string;
  /** The learner's saved progress in the lesson; null while it loads. */
  saved: SavedPlayback | null;
  onVideoClick: () => void;
  /** The adaptive version (docs/video.md); null for none. */
  video?: LessonVideoFieldsFragment | null;
  dataSaver?: boolean;
  /** Captions on by default (Settings): the track in the learner's language shows from the start. */
  captionsOn?: boolean;
}

/** The uploaded-video player with custom controls (spec sections 2 and 9), adaptive streaming and captions. */
export function VideoPlayer({
  lessonId,
  src,
  title,
  saved,
  onVideoClick,
  video: adaptive = null,
  dataSaver = false,
  captionsOn = false,
}: VideoPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const { t, i18n } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(1);
  const [quality, setQuality] = useState<Quality>("auto");
  const [speed, setSpeed] = useState(1);
  const [fullscreen, setFullscreen] = useState(false);
  const [transcriptOpen, setTranscriptOpen] = useState(true);
  const transcriptId = useId();
  const controls = useControlsVisibility();
  const reporter = useProgressReporter(lessonId, video);
  const resume = useResume(video, saved);
  // undefined while the device's lesson packs are read: nothing is asked of the network before that.
  const stream = useStream(lessonId, adaptive);
  const hls = useHls(video, stream, quality, dataSaver);
  const captions = adaptive?.captions ?? [];
  // Until the learner picks captions here, the Settings choice decides (WCAG 1.2.2, docs/accessibility.md).
  const [picked, setSubtitle] = useState<string | null | undefined>(undefined);
  const subtitle = picked !== undefined ? picked : captionsOn ? defaultCaption(captions, i18n.language) : null;
  const toggleCaptions = () => setSubtitle(subtitle ? null : defaultCaption(captions, i18n.language));
  const preparing = adaptive && (adaptive.status === "QUEUED" || adaptive.status === "PROCESSING");

  useEffect(() => {
    const tracks = video.current?.textTracks;
    for (let index = 0; tracks && index < tracks.length; index++) {
      tracks[index].mode = tracks[index].language === subtitle ? "showing" : "disabled";
    }
  }, [subtitle]);

  useEffect(() => {
    const changed = () => setFullscreen(document.fullscreenElement === frame.current);
    document.addEventListener("fullscreenchange", changed);
    return () => document.removeEventListener("fullscreenchange", changed);
  }, []);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch((error: unknown) => console.warn("Playback failed", error));
    else element.pause();
  };
  const seekTo = (seconds: number) => {
    if (video.current) video.current.currentTime = Math.max(0, Math.min(seconds, video.current.duration || seconds));
  };
  const toggleFullscreen = () =>
    document.fullscreenElement ? void document.exitFullscreen() : void frame.current?.requestFullscreen?.();
  const playerKeys = playerKeyHandler({
    toggle,
    seekBy: (seconds) => seekTo((video.current?.currentTime ?? 0) + seconds),
    fullscreen: toggleFullscreen,
    captions: toggleCaptions,
  });
  // A keyboard user sees the controls as a pointer user does: shown on each key, hidden again after the delay.
  const onKeyDown = (event: React.KeyboardEvent) => {
    controls.show();
    controls.scheduleHide();
    playerKeys(event);
  };

  return (
    <Box>
      <Box
        ref={frame}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onMouseEnter={controls.show}
        onMouseMove={controls.show}
        onMouseLeave={controls.scheduleHide}
        data-playing-height={hls.playingHeight ?? undefined}
        sx={{ position: "relative", bgcolor: "common.black", borderRadius: 2, overflow: "hidden" }}
      >
        {/* The lesson's captions are rendered as <track> children below, one per language staff uploaded. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          ref={video}
          aria-label={t("viewer:video.label", { title })}
          preload="metadata"
          playsInline
          poster={stream?.poster ?? undefined}
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
            event.currentTarget.playbackRate = speed;
            resume.onLoadedMetadata();
          }}
        >
          {stream === null && <source src={src} type="video/mp4" />}
          {captions.map((caption) => (
            <track
              key={caption.language}
              kind="subtitles"
              srcLang={caption.language}
              label={caption.label}
              src={fileUrl(caption.url) ?? undefined}
            />
          ))}
        </video>
        <Stack
          direction="row"
          spacing={1}
          sx={{
            position: "absolute",
            left: 0,
            right: 0,
            bottom: 0,
            px: 1,
            py: 0.5,
            alignItems: "center",
            background: "linear-gradient(transparent, rgba(0,0,0,0.75))",
            color: "common.white",
            opacity: controls.visible ? 1 : 0,
            transition: "opacity 0.3s",
            pointerEvents: controls.visible ? "auto" : "none",
            // A focused control is never invisible (WCAG 2.4.7, 2.4.11).
            "&:focus-within": { opacity: 1, pointerEvents: "auto" },
          }}
        >
          <IconButton
            aria-label={playing ? t("viewer:video.pause") : t("viewer:video.play")}
            onClick={toggle}
            sx={{ color: "inherit" }}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </IconButton>
          <Slider
            aria-label={t("viewer:video.seek")}
            getAriaValueText={(value) => t("viewer:video.seekValue", { time: clock(value), duration: clock(duration) })}
            min={0}
            max={duration || 0}
            step={1}
            value={Math.min(time, duration || 0)}
            onChange={(_event, value) => seekTo(value as number)}
            sx={{ color: "common.white", flexGrow: 1 }}
          />
          <Typography variant="caption" sx={{ whiteSpace: "nowrap" }}>
            {clock(time)} / {clock(duration)}
          </Typography>
          <VolumeIcon fontSize="small" aria-hidden />
          <Slider
            aria-label={t("viewer:video.volume")}
            size="small"
            min={0}
            max={1}
            step={0.1}
            getAriaValueText={(value) => `${Math.round(value * 100)}%`}
            value={volume}
            onChange={(_event, value) => {
              setVolume(value as number);
              if (video.current) video.current.volume = value as number;
            }}
            sx={{ color: "common.white", width: { xs: 60, sm: 90 } }}
          />
          <SettingsMenu
            qualities={stream && stream.fixedHeight === undefined ? qualityChoices(stream, dataSaver) : []}
            quality={quality}
            onQuality={setQuality}
            speed={speed}
            onSpeed={(value) => {
              setSpeed(value);
              if (video.current) video.current.playbackRate = value;
            }}
            captions={captions}
            subtitle={subtitle}
            onSubtitle={setSubtitle}
          />
          {captions.length > 0 && (
            <IconButton
              aria-label={t("viewer:video.captions")}
              aria-pressed={subtitle !== null}
              onClick={toggleCaptions}
              sx={{ color: "inherit", opacity: subtitle ? 1 : 0.7 }}
            >
              <CaptionsIcon fontSize="small" />
            </IconButton>
          )}
          {captions.length > 0 && (
            <IconButton
              aria-label={t("viewer:transcript.title")}
              aria-expanded={transcriptOpen}
              aria-controls={transcriptId}
              onClick={() => setTranscriptOpen((open) => !open)}
              sx={{ color: "inherit" }}
            >
              <TranscriptIcon fontSize="small" />
            </IconButton>
          )}
          <IconButton
            aria-label={t("viewer:video.fullscreen")}
            aria-pressed={fullscreen}
            onClick={toggleFullscreen}
            sx={{ color: "inherit" }}
          >
            <FullscreenIcon fontSize="small" />
          </IconButton>
        </Stack>
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: "center", flexWrap: "wrap" }}>
        {resume.resumedAt !== null && (
          <Stack direction="row" spacing={1} role="status" sx={{ alignItems: "center" }}>
            <Typography variant="body2">{t("viewer:video.resumedAt", { time: clock(resume.resumedAt) })}</Typography>
            <Button size="small" onClick={resume.startOver}>
              {t("viewer:video.startOver")}
            </Button>
          </Stack>
        )}
        {preparing && (
          <Typography variant="body2" color="text.secondary">
            {t("viewer:video.preparing")}
          </Typography>
        )}
        {stream && dataSaver && (
          <Typography variant="body2" color="text.secondary" data-testid="data-used">
            {t("viewer:video.dataSaverOn")} · {t("viewer:video.dataUsed", { mb: megabytes(hls.bytes) })}
          </Typography>
        )}
      </Stack>
      {captions.length > 0 && (
        <Box id={transcriptId} hidden={!transcriptOpen} sx={{ mt: 2 }}>
          <TranscriptPanel captions={captions} language={subtitle} time={time} onSeek={seekTo} />
        </Box>
      )}
    </Box>
  );
}
