import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { Alert, Stack, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import { discussionLimits } from "@app/schema/input-limits";
import { SuspendFromPostingDocument } from "../../../gql-admin/graphql.ts";
import { serverMessage } from "../../../lib/errors.ts";
import { ConfirmDialog } from "../forms/confirm-dialog.tsx";

/** Suspends a post's author from posting for a number of days, with a reason (audited by the server). */
export function SuspendDialog({ userId, name, onClose }: { userId: string; name: string; onClose: () => void }) {
  const { t } = useTranslation(["admin-moderation", "admin"]);
  const [days, setDays] = useState(7);
  const [reason, setReason] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [suspend, { loading }] = useMutation(SuspendFromPostingDocument);
  const { min, max } = discussionLimits.suspensionDays;
  const valid = Number.isInteger(days) && days >= min && days <= max && reason.trim().length > 0;
  const confirm = () => {
    if (!valid) return setFailure(t("admin-moderation:suspend.invalid", { min, max }));
    suspend({ variables: { userId, days, reason: reason.trim() } }).then(onClose, (error: unknown) =>
      setFailure(serverMessage(error, t("admin-moderation:failed"))),
    );
  };
  return (
    <ConfirmDialog
      title={t("admin-moderation:suspend.title", { name })}
      confirmLabel={t("admin-moderation:suspend.confirm")}
      busy={loading}
      danger
      onConfirm={confirm}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextField
          type="number"
          label={t("admin-moderation:suspend.days")}
          value={days}
          onChange={(event) => setDays(Number(event.target.value))}
          slotProps={{ htmlInput: { min, max } }}
        />
        <TextField
          label={t("admin-moderation:suspend.reason")}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: discussionLimits.reportReason } }}
          required
        />
      </Stack>
    </ConfirmDialog>
  );
}
