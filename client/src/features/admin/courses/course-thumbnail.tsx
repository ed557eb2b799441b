import { useEffect, useState } from "react";
import { useMutation } from "@apollo/client/react";
import { Box, Button, Stack, Typography } from "@mui/material";
import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import { UploadCourseThumbnailDocument } from "../../../gql-admin/graphql.ts";
import { serverMessage } from "../../../lib/errors.ts";
import { fileUrl } from "../../../lib/files.ts";
import { useTranslation } from "react-i18next";

// The catalogue's card size: the server crops and scales every thumbnail to it.
const frame = { width: 400, aspectRatio: "400 / 192" } as const;

function usePreviewUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

export function CourseThumbnail({
  courseId,
  thumbnail,
  title,
}: {
  courseId: string;
  thumbnail: string | null;
  title: string;
}) {
  const { t } = useTranslation("admin");
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewUrl(file);
  const [upload, { loading }] = useMutation(UploadCourseThumbnailDocument);
  const { enqueueSnackbar } = useSnackbar();
  const shown = preview ?? fileUrl(thumbnail);

  const save = async () => {
    if (!file) return;
    try {
      await upload({ variables: { courseId, file } });
      setFile(null);
      enqueueSnackbar(t("admin:thumbnail.updated"), { variant: "success" });
    } catch (error) {
      enqueueSnackbar(serverMessage(error, t("admin:thumbnail.failed")), { variant: "error" });
    }
  };

  return (
    <Box component="section" aria-labelledby="thumbnail-heading" sx={{ mb: 4 }}>
      <Typography id="thumbnail-heading" variant="h6" component="h2" gutterBottom>
        {t("admin:thumbnail.title")}
      </Typography>
      <Box sx={{ ...frame, maxWidth: "100%", bgcolor: "grey.100", borderRadius: 1, overflow: "hidden", mb: 1 }}>
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt={preview ? t("admin:thumbnail.previewAlt", { title }) : t("admin:thumbnail.alt", { title })}
            sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
          />
        ) : (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t("admin:thumbnail.none")}
          </Typography>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {t("admin:thumbnail.help")}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button component="label" variant="outlined">
          {t("admin:thumbnail.choose")}
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Button>
        {file && (
          <Button variant="contained" disabled={loading} onClick={() => void save()}>
            {t("admin:thumbnail.upload")}
          </Button>
        )}
        {file && (
          <Button color="inherit" disabled={loading} onClick={() => setFile(null)}>
            {t("admin:thumbnail.discard")}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
