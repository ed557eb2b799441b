import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { Box, Button, FormControlLabel, Radio, RadioGroup, Stack, TextField, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import {
  UpdateStaffLessonDocument,
  type LessonInput,
  type StaffLessonFieldsFragment,
} from "../../../gql-admin/graphql.ts";
import { serverMessage } from "../../../lib/errors.ts";
import { fileUrl } from "../../../lib/files.ts";
import { YouTubeEmbed } from "../../../components/media/youtube-embed.tsx";
import { isYouTubeUrl, youTubeId } from "../../../components/media/youtube.ts";
import { UploadField } from "../uploads/upload-field.tsx";
import { VideoProcessing } from "./video-processing.tsx";
import { LessonCaptions } from "./lesson-captions.tsx";

type Source = "upload" | "youtube";
const ignore = () => undefined;

/** The class video: an uploaded mp4/webm or a YouTube address (the learners' 11-character id rule). */
export function LessonVideo({ lesson }: { lesson: StaffLessonFieldsFragment }) {
  const { t } = useTranslation("admin-lessons");
  const [source, setSource] = useState<Source>(!lesson.videoUrl && isYouTubeUrl(lesson.url) ? "youtube" : "upload");
  const [address, setAddress] = useState(lesson.url ?? "");
  const [addressError, setAddressError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateStaffLessonDocument);
  const { enqueueSnackbar } = useSnackbar();
  const uploaded = fileUrl(lesson.videoUrl);
  const previewId = youTubeId(address);

  const save = async (patch: Pick<LessonInput, "videoUrl" | "url">, done: string) => {
    try {
      await update({ variables: { id: lesson.id, input: { title: lesson.title, ...patch } } });
      enqueueSnackbar(done, { variant: "success" });
      return true;
    } catch (error) {
      enqueueSnackbar(serverMessage(error, t("admin-lessons:video.saveFailed")), { variant: "error" });
      return false;
    }
  };

  const saveAddress = () => {
    if (!previewId) return setAddressError(t("admin-lessons:video.addressInvalid"));
    void save({ url: address.trim(), videoUrl: null }, t("admin-lessons:video.linkSaved"));
  };

  return (
    <Box component="section" aria-labelledby="class-heading" sx={{ mt: 5 }}>
      <Typography id="class-heading" variant="h5" component="h2" gutterBottom>
        {t("admin-lessons:video.heading")}
      </Typography>
      <RadioGroup
        row
        aria-label={t("admin-lessons:video.source")}
        value={source}
        onChange={(event) => setSource(event.target.value as Source)}
      >
        <FormControlLabel value="upload" control={<Radio />} label={t("admin-lessons:video.uploaded")} />
        <FormControlLabel value="youtube" control={<Radio />} label={t("admin-lessons:video.youtube")} />
      </RadioGroup>
      {source === "upload" ? (
        <Stack spacing={2} sx={{ mt: 1 }}>
          {uploaded && (
            <Box
              component="video"
              controls
              preload="metadata"
              src={uploaded}
              aria-label={t("admin-lessons:video.uploadedOf", { title: lesson.title })}
              sx={{ width: "100%", maxWidth: 640, borderRadius: 1 }}
            />
          )}
          <UploadField
            kind="video"
            lessonId={lesson.id}
            label={uploaded ? t("admin-lessons:video.replace") : t("admin-lessons:video.upload")}
            hint={t("admin-lessons:video.hint")}
            onUploaded={(file) => void save({ videoUrl: file.url, url: null }, t("admin-lessons:video.uploadedSaved"))}
          />
          {lesson.video && <VideoProcessing lessonId={lesson.id} video={lesson.video} />}
          {lesson.video && <LessonCaptions lessonId={lesson.id} video={lesson.video} />}
        </Stack>
      ) : (
        <Stack spacing={2} sx={{ mt: 1, maxWidth: 640 }}>
          <TextField
            label={t("admin-lessons:video.address")}
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              setAddressError(null);
            }}
            error={!!addressError}
            helperText={addressError ?? t("admin-lessons:video.addressHelp")}
            fullWidth
          />
          {previewId && (
            <YouTubeEmbed
              id={previewId}
              title={t("admin-lessons:video.preview", { title: lesson.title })}
              onInteract={ignore}
            />
          )}
          <Box>
            <Button variant="contained" disabled={loading} onClick={saveAddress}>
              {t("admin-lessons:video.saveLink")}
            </Button>
          </Box>
        </Stack>
      )}
      {(lesson.videoUrl || lesson.url) && (
        <Button
          color="error"
          disabled={loading}
          sx={{ mt: 1 }}
          onClick={() =>
            void save({ videoUrl: null, url: null }, t("admin-lessons:video.removed")).then(
              (ok) => ok && setAddress(""),
            )
          }
        >
          {t("admin-lessons:video.remove")}
        </Button>
      )}
    </Box>
  );
}
