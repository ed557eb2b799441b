import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { AdminSetUserDisabledDocument, AdminSetUserRoleDocument, type AdminUserRowFragment, type Role } from "../../../gql-admin/graphql.ts";
import { ConfirmDialog } from "../listings-kit/confirm-dialog.tsx";
import { useSave } from "../listings-kit/use-save.ts";
import { roleLabels, roles } from "./roles.ts";

interface Props {
  user: AdminUserRowFragment;
  /** The signed-in admin: the server refuses changes to one's own account (cannot_change_own_account). */
  isSelf: boolean;
}

type Pending = { kind: "role"; role: Role } | { kind: "disable" } | { kind: "enable" };

/** Role change and account disabling, each behind a confirmation; hidden behind an explanation for oneself. */
export function UserAccountControls({ user, isSelf }: Props) {
  const [role, setRole] = useState<Role>(user.role);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [setUserRole] = useMutation(AdminSetUserRoleDocument);
  const [setUserDisabled] = useMutation(AdminSetUserDisabledDocument);
  const save = useSave();
  const who = user.name || user.email;

  if (isSelf) {
    return (
      <Alert severity="info">
        This is your own account. You cannot change your own role or disable yourself; ask another admin to do it.
      </Alert>
    );
  }

  const confirm = async (action: Pending) => {
    setBusy(true);
    const result =
      action.kind === "role"
        ? await save(() => setUserRole({ variables: { id: user.id, role: action.role } }), { success: `${who} is now ${roleLabels[action.role].toLowerCase()}`, failure: "Failed to change the role" })
        : await save(() => setUserDisabled({ variables: { id: user.id, disabled: action.kind === "disable" } }), {
            success: action.kind === "disable" ? `${who}'s account is disabled` : `${who}'s account is enabled again`,
            failure: "Failed to change the account",
          });
    setBusy(false);
    setPending(null);
    if (!result.ok && action.kind === "role") setRole(user.role);
  };

  return (
    <Box>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" }, mb: 2 }}>
        <TextField select label="Role" value={role} onChange={(event) => setRole(event.target.value as Role)} sx={{ minWidth: 180 }}>
          {roles.map((option) => <MenuItem key={option} value={option}>{roleLabels[option]}</MenuItem>)}
        </TextField>
        <Button variant="outlined" disabled={role === user.role} onClick={() => setPending({ kind: "role", role })}>Change role</Button>
      </Stack>
      {user.disabled ? (
        <Button variant="contained" onClick={() => setPending({ kind: "enable" })}>Enable account</Button>
      ) : (
        <Button variant="outlined" color="error" onClick={() => setPending({ kind: "disable" })}>Disable account</Button>
      )}
      {pending && (
        <ConfirmDialog {...dialogText(pending, who)} busy={busy} onConfirm={() => void confirm(pending)} onClose={() => setPending(null)}>
          {dialogText(pending, who).body}
        </ConfirmDialog>
      )}
    </Box>
  );
}

function dialogText(pending: Pending, who: string) {
  if (pending.kind === "role") {
    const label = roleLabels[pending.role];
    return {
      title: `Make ${who} ${label.toLowerCase()}?`,
      confirmLabel: `Make ${label.toLowerCase()}`,
      danger: false,
      body: <Typography component="span">{roleHint[pending.role]}</Typography>,
    };
  }
  if (pending.kind === "disable") {
    return {
      title: `Disable ${who}'s account?`,
      confirmLabel: "Disable account",
      danger: true,
      body: (
        <Typography component="span">
          This ends every session of theirs at once: they are signed out everywhere and cannot sign in until the account is
          enabled again. Their enrollments, progress and certificates are kept.
        </Typography>
      ),
    };
  }
  return {
    title: `Enable ${who}'s account?`,
    confirmLabel: "Enable account",
    danger: false,
    body: <Typography component="span">They can sign in again and find their courses, progress and certificates as they left them.</Typography>,
  };
}

const roleHint: Record<Role, string> = {
  student: "They keep their learning and lose any access to the staff console.",
  instructor: "They can author courses in the staff console and edit only the courses they own.",
  admin: "They can change everything in the staff console, including other users' roles and accounts.",
};
