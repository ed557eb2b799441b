import { useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { Box, Button, Checkbox, FormControlLabel, Stack, TextField, Typography } from "@mui/material";
import { ChangePasswordDocument } from "../../../gql/graphql.ts";
import { serverMessage } from "../../../lib/errors.ts";
import { StatusMessage } from "./status-message.tsx";

const empty = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function PasswordChange() {
  const [form, setForm] = useState(empty);
  const [show, setShow] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [change, { loading }] = useMutation(ChangePasswordDocument);
  const type = show ? "text" : "password";
  const bind = (key: keyof typeof empty) => ({
    value: form[key],
    type,
    fullWidth: true,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.currentPassword || !form.newPassword || !form.confirmPassword) return setMessage("All password fields are required.");
    if (form.newPassword !== form.confirmPassword) return setMessage("New passwords do not match.");
    try {
      await change({ variables: { currentPassword: form.currentPassword, newPassword: form.newPassword } });
      setForm(empty);
      setMessage("Password changed successfully!");
    } catch (error) {
      setMessage(serverMessage(error, "Failed to change password"));
    }
  };

  return (
    <Box component="form" onSubmit={submit} aria-labelledby="password-heading" noValidate>
      <Typography id="password-heading" variant="h6" component="h2" gutterBottom>Change Password</Typography>
      <Stack spacing={2}>
        <TextField label="Current Password" autoComplete="current-password" {...bind("currentPassword")} />
        <TextField label="New Password" autoComplete="new-password" {...bind("newPassword")} />
        <TextField label="Confirm New Password" autoComplete="new-password" {...bind("confirmPassword")} />
        <FormControlLabel control={<Checkbox checked={show} onChange={(e) => setShow(e.target.checked)} />} label="Show passwords" />
        <StatusMessage message={message} />
        <Button type="submit" variant="outlined" disabled={loading} sx={{ alignSelf: "flex-start" }}>Change Password</Button>
      </Stack>
    </Box>
  );
}
