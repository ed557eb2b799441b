import { useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { Box, Button, Checkbox, FormControlLabel, Stack, TextField, Typography } from "@mui/material";
import { ChangePasswordDocument } from "../../../gql/graphql.ts";
import { serverMessage } from "../../../lib/errors.ts";
import { StatusMessage, type Status } from "./status-message.tsx";
import { useTranslation } from "react-i18next";

const empty = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function PasswordChange() {
  const [form, setForm] = useState(empty);
  const [show, setShow] = useState(false);
  const [message, setMessage] = useState<Status>(null);
  const { t } = useTranslation();
  const [change, { loading }] = useMutation(ChangePasswordDocument);
  const type = show ? "text" : "password";
  const bind = (key: keyof typeof empty) => ({
    value: form[key],
    type,
    fullWidth: true,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.currentPassword || !form.newPassword || !form.confirmPassword)
      return setMessage({ text: t("profile:password.required"), ok: false });
    if (form.newPassword !== form.confirmPassword)
      return setMessage({ text: t("profile:password.mismatch"), ok: false });
    try {
      await change({ variables: { currentPassword: form.currentPassword, newPassword: form.newPassword } });
      setForm(empty);
      setMessage({ text: t("profile:password.changed"), ok: true });
    } catch (error) {
      setMessage({ text: serverMessage(error, t("profile:password.failed")), ok: false });
    }
  };

  return (
    <Box component="form" onSubmit={submit} aria-labelledby="password-heading" noValidate>
      <Typography id="password-heading" variant="h6" component="h2" gutterBottom>
        {t("profile:password.title")}
      </Typography>
      <Stack spacing={2}>
        <TextField label={t("profile:password.current")} autoComplete="current-password" {...bind("currentPassword")} />
        <TextField label={t("auth:fields.newPassword")} autoComplete="new-password" {...bind("newPassword")} />
        <TextField
          label={t("auth:fields.confirmNewPassword")}
          autoComplete="new-password"
          {...bind("confirmPassword")}
        />
        <FormControlLabel
          control={<Checkbox checked={show} onChange={(e) => setShow(e.target.checked)} />}
          label={t("profile:password.show")}
        />
        <StatusMessage message={message} />
        <Button type="submit" variant="outlined" disabled={loading} sx={{ alignSelf: "flex-start" }}>
          {t("profile:password.title")}
        </Button>
      </Stack>
    </Box>
  );
}
