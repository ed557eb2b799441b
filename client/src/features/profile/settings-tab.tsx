import { useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import {
  Box,
  Button,
  Checkbox,
  Divider,
  FormControlLabel,
  FormGroup,
  Grid,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { UpdateProfileDocument, type UserFieldsFragment } from "../../gql/graphql.ts";
import { serverMessage } from "../../lib/errors.ts";
import { DangerZone } from "./settings/danger-zone.tsx";
import { EmailChange } from "./settings/email-change.tsx";
import { PasswordChange } from "./settings/password-change.tsx";
import { PictureUpload } from "./settings/picture-upload.tsx";
import { toUpdateInput, valuesFrom, type SettingsValues } from "./settings/settings-form.ts";
import { StatusMessage, type Status } from "./settings/status-message.tsx";
import { DownloadSetting } from "./settings/download-setting.tsx";
import { LanguageSetting } from "./settings/language-setting.tsx";
import { DataSaverSetting } from "./settings/data-saver-setting.tsx";
import { useTranslation } from "react-i18next";

const channels: { key: "notifEmail" | "notifSMS" | "notifPush"; label: string }[] = [
  { key: "notifEmail", label: "profile:settings.notifEmail" },
  { key: "notifSMS", label: "profile:settings.notifSMS" },
  { key: "notifPush", label: "profile:settings.notifPush" },
];

/** Mounted each time the tab opens, so the form starts from the current user. */
export function SettingsTab({ user }: { user: UserFieldsFragment }) {
  const [values, setValues] = useState<SettingsValues>(() => valuesFrom(user));
  const [message, setMessage] = useState<Status>(null);
  const { t } = useTranslation();
  const [save, { loading }] = useMutation(UpdateProfileDocument);
  const text = (key: "firstName" | "lastName" | "name" | "description") => ({
    value: values[key],
    fullWidth: true,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ variables: { input: toUpdateInput(values, user) } });
      setMessage({ text: t("profile:settings.saved"), ok: true });
    } catch (error) {
      setMessage({ text: serverMessage(error, t("profile:settings.failed")), ok: false });
    }
  };

  return (
    <Stack spacing={4} divider={<Divider />}>
      <PictureUpload signedIn firstName={user.firstName} picture={user.profilePicture} />
      <LanguageSetting current={user.language} />
      <DataSaverSetting current={user.dataSaver} />
      <DownloadSetting />
      <Box component="form" onSubmit={submit} aria-labelledby="personal-heading">
        <Typography id="personal-heading" variant="h6" component="h2" gutterBottom>
          {t("profile:settings.personal")}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label={t("auth:fields.firstName")} autoComplete="given-name" {...text("firstName")} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label={t("auth:fields.lastName")} autoComplete="family-name" {...text("lastName")} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label={t("profile:settings.displayName")} autoComplete="nickname" {...text("name")} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label={t("profile:settings.email")} value={user.email} fullWidth disabled />
          </Grid>
          <Grid size={12}>
            <TextField label={t("profile:settings.bio")} multiline minRows={3} {...text("description")} />
          </Grid>
        </Grid>
        <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
          {t("profile:settings.notifications")}
        </Typography>
        <FormGroup>
          {channels.map((channel) => (
            <FormControlLabel
              key={channel.key}
              control={
                <Checkbox
                  checked={values[channel.key]}
                  onChange={(e) => setValues((current) => ({ ...current, [channel.key]: e.target.checked }))}
                />
              }
              label={t(channel.label)}
            />
          ))}
        </FormGroup>
        <StatusMessage message={message} />
        <Button type="submit" variant="contained" disabled={loading} sx={{ mt: 1 }}>
          {t("profile:settings.saveAll")}
        </Button>
      </Box>
      <EmailChange currentEmail={user.email} />
      <PasswordChange />
      <DangerZone />
    </Stack>
  );
}
