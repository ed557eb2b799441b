import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { Box, Button, FormControlLabel, Radio, RadioGroup, Stack, TextField, Typography } from "@mui/material";
import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import { UpdateStaffLessonDocument, type LessonInput, type StaffLessonFieldsFragment } from "../../../gql-admin/graphql.ts";
import { serverMessage } from "../../../lib/errors.ts";
import { fileUrl } from "../../../lib/files.ts";
import { YouTubeEmbed } from "../../viewer/video/youtube-embed.tsx";
import { isYouTubeUrl, youTubeId } from "../../viewer/video/youtube.ts";
import { UploadField } from "../uploads/upload-field.tsx";

type Source = "upload" | "youtube";
const ignore = () => undefined;

/** The class video: an uploaded mp4/webm or a YouTube address (the learners' 11-character id rule). */
export function LessonVideo({ lesson }: { lesson: StaffLessonFieldsFragment }) {
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
      enqueueSnackbar(serverMessage(error, "Saving the video failed."), { variant: "error" });
      return false;
    }
  };

  const saveAddress = () => {
    if (!previewId) return setAddressError("Enter a YouTube address with an 11-character video id, e.g. https://youtu.be/dQw4w9WgXcQ.");
    void save({ url: address.trim(), videoUrl: null }, "YouTube video saved.");
  };

  return (
    <Box component="section" aria-labelledby="class-heading" sx={{ mt: 5 }}>
      <Typography id="class-heading" variant="h5" component="h2" gutterBottom>Class video</Typography>
      <RadioGroup row aria-label="Video source" value={source} onChange={(event) => setSource(event.target.value as Source)}>
        <FormControlLabel value="upload" control={<Radio />} label="Uploaded video" />
        <FormControlLabel value="youtube" control={<Radio />} label="YouTube link" />
      </RadioGroup>
      {source === "upload" ? (
        <Stack spacing={2} sx={{ mt: 1 }}>
          {uploaded && <Box component="video" controls preload="metadata" src={uploaded} aria-label={`Uploaded video of ${lesson.title}`} sx={{ width: "100%", maxWidth: 640, borderRadius: 1 }} />}
          <UploadField
            kind="video"
            label={uploaded ? "Replace video" : "Upload video"}
            hint="MP4 or WebM."
            onUploaded={(file) => void save({ videoUrl: file.url, url: null }, "Video uploaded and saved.")}
          />
        </Stack>
      ) : (
        <Stack spacing={2} sx={{ mt: 1, maxWidth: 640 }}>
          <TextField
            label="YouTube address"
            value={address}
            onChange={(event) => { setAddress(event.target.value); setAddressError(null); }}
            error={!!addressError}
            helperText={addressError ?? "A youtube.com or youtu.be address."}
            fullWidth
          />
          {previewId && <YouTubeEmbed id={previewId} title={`Preview of ${lesson.title}`} onInteract={ignore} />}
          <Box><Button variant="contained" disabled={loading} onClick={saveAddress}>Save video link</Button></Box>
        </Stack>
      )}
      {(lesson.videoUrl || lesson.url) && (
        <Button color="error" disabled={loading} sx={{ mt: 1 }} onClick={() => void save({ videoUrl: null, url: null }, "Video removed.").then((ok) => ok && setAddress(""))}>
          Remove video
        </Button>
      )}
    </Box>
  );
}
