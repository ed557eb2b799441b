import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Box, Button, LinearProgress, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import {
  RetryStaffLessonVideoDocument,
  StaffLessonVideoStatusDocument,
  type StaffLessonVideoFragment,
  type VideoFailureCode,
} from "../../../gql-admin/graphql.ts";

const POLL_MS = 3_000;

/** Why a video failed, by the server's code (docs/video.md): the text in the console's language. */
const REASONS: Record<VideoFailureCode, string> = {
  video_unreadable: "admin-lessons:processing.reasons.video_unreadable",
  video_no_picture: "admin-lessons:processing.reasons.video_no_picture",
  video_source_missing: "admin-lessons:processing.reasons.video_source_missing",
  video_too_long: "admin-lessons:processing.reasons.video_too_long",
  video_implausible: "admin-lessons:processing.reasons.video_implausible",
  video_output_too_large: "admin-lessons:processing.reasons.video_output_too_large",
  video_too_slow: "admin-lessons:processing.reasons.video_too_slow",
  video_job_lost: "admin-lessons:processing.reasons.video_job_lost",
  video_processing_failed: "admin-lessons:processing.reasons.video_processing_failed",
};

/** Where the adaptive version of the uploaded video is (docs/video.md): queued, processing with progress, ready, failed. */
export function VideoProcessing({ lessonId, video }: { lessonId: string; video: StaffLessonVideoFragment }) {
  const { t } = useTranslation("admin-lessons");
  const working = video.status === "QUEUED" || video.status === "PROCESSING";
  // Polls while working; the normalized cache updates the lesson this component is given.
  useQuery(StaffLessonVideoStatusDocument, {
    variables: { id: lessonId },
    pollInterval: POLL_MS,
    skip: !working,
    fetchPolicy: "network-only",
  });
  const [retry, { loading }] = useMutation(RetryStaffLessonVideoDocument, { variables: { lessonId } });
  const heights = video.renditions.map((rendition) =>
    rendition.height ? `${rendition.height}p` : t("admin-lessons:processing.audio"),
  );

  return (
    <Box role="status" data-testid="video-processing" data-status={video.status} sx={{ maxWidth: 640 }}>
      {working && (
        <>
          <Typography variant="body2">
            {t(`admin-lessons:processing.${video.status === "QUEUED" ? "queued" : "processing"}`, {
              progress: video.progress,
            })}
          </Typography>
          <LinearProgress
            variant={video.status === "QUEUED" ? "indeterminate" : "determinate"}
            value={video.progress}
            aria-label={t("admin-lessons:processing.progress")}
          />
        </>
      )}
      {video.status === "READY" && (
        <Alert severity="success">{t("admin-lessons:processing.ready", { renditions: heights.join(", ") })}</Alert>
      )}
      {video.status === "FAILED" && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" disabled={loading} onClick={() => void retry().catch(() => undefined)}>
              {t("admin-lessons:processing.retry")}
            </Button>
          }
        >
          {t("admin-lessons:processing.failed", {
            reason: video.failureCode ? t(REASONS[video.failureCode]) : (video.failureReason ?? ""),
          })}
          {video.failureCode && video.failureReason && (
            // The server's English text carries the figures (which limit, how long): a detail for staff.
            <Typography variant="body2" lang="en" data-testid="video-failure-detail">
              {video.failureReason}
            </Typography>
          )}
        </Alert>
      )}
    </Box>
  );
}
