import { useState, type FormEvent } from "react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import {
  Box,
  Button,
  Checkbox,
  Divider,
  FormControlLabel,
  FormGroup,
  FormHelperText,
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
import { PhoneChange } from "./settings/phone-change.tsx";
import { phoneSignInOffered } from "../../lib/identity/phone.ts";
import { PictureUpload } from "./settings/picture-upload.tsx";
import { toUpdateInput, valuesFrom, type SettingsValues } from "./settings/settings-form.ts";
import { StatusMessage, type Status } from "./settings/status-message.tsx";
import { DownloadSetting } from "./settings/download-setting.tsx";
import { LanguageSetting } from "./settings/language-setting.tsx";
import { DataSaverSetting } from "./settings/data-saver-setting.tsx";
import { CaptionsSetting } from "./settings/captions-setting.tsx";
import { MessageChannelsSetting } from "./settings/message-channels-setting.tsx";
import { useTranslation } from "react-i18next";
import { PushError, subscribeToPush, unsubscribeFromPush } from "../../lib/push/web-push.ts";

// SMS and WhatsApp are chosen per kind in their own section (MessageChannelsSetting, docs/notifications.md).
const channels: { key: "notifEmail" | "notifPush"; label: string }[] = [
  { key: "notifEmail", label: "profile:settings.notifEmail" },
  { key: "notifPush", label: "profile:settings.notifPush" },
];

const helpers: Partial<Record<(typeof channels)[number]["key"], string>> = {
  notifPush: "profile:settings.pushHelp",
};

const pushFailures = {
  denied: "profile:settings.pushDenied",
  unsupported: "profile:settings.pushUnsupported",
  unavailable: "profile:settings.pushUnavailable",
} as const;

/** Mounted each time the tab opens, so the form starts from the current user. */
export function SettingsTab({ user }: { user: UserFieldsFragment }) {
  const [values, setValues] = useState<SettingsValues>(() => valuesFrom(user));
  const [message, setMessage] = useState<Status>(null);
  const { t } = useTranslation();
  const [save, { loading }] = useMutation(UpdateProfileDocument);
  const client = useApolloClient();
  const [pushBusy, setPushBusy] = useState(false);
  const setChannel = (key: (typeof channels)[number]["key"], on: boolean) =>
    setValues((current) => ({ ...current, [key]: on }));

  // Turning push on asks this browser's permission and subscribes it (the click is the gesture browsers require);
  // turning it off drops this device's subscription. The setting itself is saved with the form.
  const changePush = async (on: boolean) => {
    setPushBusy(true);
    setMessage(null);
    try {
      await (on ? subscribeToPush(client) : unsubscribeFromPush(client));
      setChannel("notifPush", on);
    } catch (error) {
      const key = error instanceof PushError ? pushFailures[error.reason] : "profile:settings.pushFailed";
      setMessage({ text: t(key), ok: false });
    } finally {
      setPushBusy(false);
    }
  };
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
      <CaptionsSetting current={user.captionsOn} />
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
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t("profile:phone.label")}
              value={user.phone ?? t("profile:phone.none")}
              fullWidth
              disabled
            />
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
            <Box key={channel.key}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={values[channel.key]}
                    disabled={channel.key === "notifPush" && pushBusy}
                    onChange={(e) =>
                      channel.key === "notifPush"
                        ? void changePush(e.target.checked)
                        : setChannel(channel.key, e.target.checked)
                    }
                    slotProps={{
                      input: helpers[channel.key] ? { "aria-describedby": `${channel.key}-help` } : {},
                    }}
                  />
                }
                label={t(channel.label)}
              />
              {helpers[channel.key] && (
                <FormHelperText id={`${channel.key}-help`} sx={{ mt: -0.5, mb: 1 }}>
                  {t(helpers[channel.key]!)}
                </FormHelperText>
              )}
            </Box>
          ))}
        </FormGroup>
        <StatusMessage message={message} />
        <Button type="submit" variant="contained" disabled={loading} sx={{ mt: 1 }}>
          {t("profile:settings.saveAll")}
        </Button>
      </Box>
      <MessageChannelsSetting phone={user.phone ?? null} />
      <EmailChange currentEmail={user.email} />
      {(phoneSignInOffered() || user.phone) && <PhoneChange currentPhone={user.phone ?? null} />}
      <PasswordChange />
      <DangerZone />
    </Stack>
  );
}
