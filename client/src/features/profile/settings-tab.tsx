import { useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { Box, Button, Checkbox, Divider, FormControlLabel, FormGroup, Grid, Stack, TextField, Typography } from "@mui/material";
import { UpdateProfileDocument, type UserFieldsFragment } from "../../gql/graphql.ts";
import { serverMessage } from "../../lib/errors.ts";
import { DangerZone } from "./settings/danger-zone.tsx";
import { EmailChange } from "./settings/email-change.tsx";
import { PasswordChange } from "./settings/password-change.tsx";
import { PictureUpload } from "./settings/picture-upload.tsx";
import { toUpdateInput, valuesFrom, type SettingsValues } from "./settings/settings-form.ts";
import { StatusMessage } from "./settings/status-message.tsx";

const channels: { key: "notifEmail" | "notifSMS" | "notifPush"; label: string }[] = [
  { key: "notifEmail", label: "Email notifications" },
  { key: "notifSMS", label: "SMS notifications" },
  { key: "notifPush", label: "Push notifications" },
];

/** Mounted each time the tab opens, so the form starts from the current user. */
export function SettingsTab({ user }: { user: UserFieldsFragment }) {
  const [values, setValues] = useState<SettingsValues>(() => valuesFrom(user));
  const [message, setMessage] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateProfileDocument);
  const text = (key: "firstName" | "lastName" | "name" | "description") => ({
    value: values[key],
    fullWidth: true,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [key]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ variables: { input: toUpdateInput(values, user) } });
      setMessage("Settings saved successfully!");
    } catch (error) {
      setMessage(serverMessage(error, "Failed to save settings"));
    }
  };

  return (
    <Stack spacing={4} divider={<Divider />}>
      <PictureUpload signedIn firstName={user.firstName} picture={user.profilePicture} />
      <Box component="form" onSubmit={submit} aria-labelledby="personal-heading">
        <Typography id="personal-heading" variant="h6" component="h2" gutterBottom>Personal Information</Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}><TextField label="First Name" autoComplete="given-name" {...text("firstName")} /></Grid>
          <Grid size={{ xs: 12, sm: 6 }}><TextField label="Last Name" autoComplete="family-name" {...text("lastName")} /></Grid>
          <Grid size={{ xs: 12, sm: 6 }}><TextField label="Display Name" autoComplete="nickname" {...text("name")} /></Grid>
          <Grid size={{ xs: 12, sm: 6 }}><TextField label="Email Address" value={user.email} fullWidth disabled /></Grid>
          <Grid size={12}><TextField label="Bio" multiline minRows={3} {...text("description")} /></Grid>
        </Grid>
        <Typography variant="h6" component="h2" sx={{ mt: 3 }}>Notification Preferences</Typography>
        <FormGroup>
          {channels.map((channel) => (
            <FormControlLabel
              key={channel.key}
              control={<Checkbox checked={values[channel.key]} onChange={(e) => setValues((current) => ({ ...current, [channel.key]: e.target.checked }))} />}
              label={channel.label}
            />
          ))}
        </FormGroup>
        <StatusMessage message={message} />
        <Button type="submit" variant="contained" disabled={loading} sx={{ mt: 1 }}>Save All Settings</Button>
      </Box>
      <EmailChange currentEmail={user.email} />
      <PasswordChange />
      <DangerZone />
    </Stack>
  );
}
