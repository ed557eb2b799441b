import { useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useMutation } from "@apollo/client/react";
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from "@mui/material";
import {
  AdminSetUserDisabledDocument,
  AdminSetUserRoleDocument,
  type AdminUserRowFragment,
  type Role,
} from "../../../gql-admin/graphql.ts";
import { ConfirmDialog } from "../forms/confirm-dialog.tsx";
import { useSave } from "../forms/use-save.ts";
import { roleInSentenceKeys, roleKeys, roles } from "./roles.ts";

interface Props {
  user: AdminUserRowFragment;
  /** The signed-in admin: the server refuses changes to one's own account (cannot_change_own_account). */
  isSelf: boolean;
}

type Pending = { kind: "role"; role: Role } | { kind: "disable" } | { kind: "enable" };

/** Role change and account disabling, each behind a confirmation; hidden behind an explanation for oneself. */
export function UserAccountControls({ user, isSelf }: Props) {
  const { t } = useTranslation(["admin-users", "admin"]);
  const [role, setRole] = useState<Role>(user.role);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [setUserRole] = useMutation(AdminSetUserRoleDocument);
  const [setUserDisabled] = useMutation(AdminSetUserDisabledDocument);
  const save = useSave();
  const who = user.name || user.email;

  if (isSelf) {
    return <Alert severity="info">{t("admin-users:account.self")}</Alert>;
  }

  const confirm = async (action: Pending) => {
    setBusy(true);
    const result =
      action.kind === "role"
        ? await save(() => setUserRole({ variables: { id: user.id, role: action.role } }), {
            success: t("admin-users:account.roleChanged", { name: who, role: t(roleInSentenceKeys[action.role]) }),
            failure: t("admin-users:account.roleFailed"),
          })
        : await save(() => setUserDisabled({ variables: { id: user.id, disabled: action.kind === "disable" } }), {
            success: t(action.kind === "disable" ? "admin-users:account.disabled" : "admin-users:account.enabled", {
              name: who,
            }),
            failure: t("admin-users:account.accountFailed"),
          });
    setBusy(false);
    setPending(null);
    if (!result.ok && action.kind === "role") setRole(user.role);
  };

  return (
    <Box>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" }, mb: 2 }}>
        <TextField
          select
          label={t("admin:users.role")}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          sx={{ minWidth: 180 }}
        >
          {roles.map((option) => (
            <MenuItem key={option} value={option}>
              {t(roleKeys[option])}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" disabled={role === user.role} onClick={() => setPending({ kind: "role", role })}>
          {t("admin-users:account.changeRole")}
        </Button>
      </Stack>
      {user.disabled ? (
        <Button variant="contained" onClick={() => setPending({ kind: "enable" })}>
          {t("admin-users:account.enable")}
        </Button>
      ) : (
        <Button variant="outlined" color="error" onClick={() => setPending({ kind: "disable" })}>
          {t("admin-users:account.disable")}
        </Button>
      )}
      {pending && (
        <ConfirmDialog
          {...dialogText(t, pending, who)}
          busy={busy}
          onConfirm={() => void confirm(pending)}
          onClose={() => setPending(null)}
        >
          {dialogText(t, pending, who).body}
        </ConfirmDialog>
      )}
    </Box>
  );
}

function dialogText(t: TFunction, pending: Pending, who: string) {
  if (pending.kind === "role") {
    const role = t(roleInSentenceKeys[pending.role]);
    return {
      title: t("admin-users:account.makeTitle", { name: who, role }),
      confirmLabel: t("admin-users:account.make", { role }),
      danger: false,
      body: <Typography component="span">{t(roleHintKeys[pending.role])}</Typography>,
    };
  }
  if (pending.kind === "disable") {
    return {
      title: t("admin-users:account.disableTitle", { name: who }),
      confirmLabel: t("admin-users:account.disable"),
      danger: true,
      body: <Typography component="span">{t("admin-users:account.disableText")}</Typography>,
    };
  }
  return {
    title: t("admin-users:account.enableTitle", { name: who }),
    confirmLabel: t("admin-users:account.enable"),
    danger: false,
    body: <Typography component="span">{t("admin-users:account.enableText")}</Typography>,
  };
}

const roleHintKeys: Record<Role, string> = {
  student: "admin-users:account.roleHints.student",
  instructor: "admin-users:account.roleHints.instructor",
  admin: "admin-users:account.roleHints.admin",
};
