import { useRef, useState } from "react";
import { useMutation } from "@apollo/client/react";
import { Box, Button, Stack, Typography } from "@mui/material";
import { UploadProfilePictureDocument } from "../../../gql/graphql.ts";
import { serverMessage } from "../../../lib/errors.ts";
import { fileUrl } from "../../../lib/files.ts";
import { ProfileAvatar } from "../../../components/placeholders/profile-avatar.tsx";
import { StatusMessage, type Status } from "./status-message.tsx";
import { useTranslation } from "react-i18next";
import { pictureLimits } from "@app/schema/input-limits";

const MB = 2 ** 20;

interface PictureUploadProps {
  signedIn: boolean;
  firstName: string;
  picture: string | null;
}

/** Sent as a GraphQL multipart request; the returned User replaces the cached one, header avatar included. */
export function PictureUpload({ signedIn, firstName, picture }: PictureUploadProps) {
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<Status>(null);
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [upload, { loading }] = useMutation(UploadProfilePictureDocument);

  const submit = async () => {
    if (!file) return setMessage({ text: t("profile:picture.select"), ok: false });
    if (!signedIn) return setMessage({ text: t("profile:picture.signIn"), ok: false });
    try {
      await upload({ variables: { file } });
      setFile(null);
      if (input.current) input.current.value = "";
      setMessage({ text: t("profile:picture.updated"), ok: true });
    } catch (error) {
      setMessage({ text: serverMessage(error, t("profile:picture.failed")), ok: false });
    }
  };

  return (
    <Box component="section" aria-labelledby="picture-heading">
      <Typography id="picture-heading" variant="h6" component="h2" gutterBottom>
        {t("profile:picture.title")}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
        <ProfileAvatar
          src={fileUrl(picture)}
          alt={firstName || t("profile:picture.title")}
          firstName={firstName}
          size={96}
          sx={{ fontSize: 40 }}
        />
        <Box>
          <Button component="label" variant="outlined">
            {t("profile:picture.choose")}
            <input
              ref={input}
              hidden
              type="file"
              accept="image/*"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setMessage(null);
              }}
            />
          </Button>
          {file && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {file.name}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t("profile:picture.hint", { megabytes: pictureLimits.maxBytes / MB })}
          </Typography>
          {file && (
            <Button variant="contained" onClick={() => void submit()} disabled={loading} sx={{ mt: 1 }}>
              {loading ? t("profile:picture.uploading") : t("profile:picture.upload")}
            </Button>
          )}
        </Box>
      </Stack>
      <StatusMessage message={message} />
    </Box>
  );
}
