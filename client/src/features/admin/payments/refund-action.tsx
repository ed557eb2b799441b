// An admin refunds a payment in full (docs/payments.md, Refunds): a confirmation naming the learner, the course and
// the amount, with the reason the credit note and the audit log keep. The server decides whether it still can be
// (the refund window, a refund already made) and says why not in the admin's language.
// The button sits in a grid cell, the confirmation outside the grid: the data grid mounts its cells afresh when the
// rows are answered again (a search landing after the click), and a confirmation kept in a cell would vanish with it.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "@apollo/client/react";
import { Button, TextField, Typography } from "@mui/material";
import {
  AdminOrdersDocument,
  AdminRefundPaymentDocument,
  AdminRevenueDocument,
  type AdminOrderRowFragment,
} from "../../../gql-admin/graphql.ts";
import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import { serverMessage } from "../../../lib/errors.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { ConfirmDialog } from "../forms/confirm-dialog.tsx";

const MIN_REASON = 3;

export function RefundButton({ order, onRefund }: { order: AdminOrderRowFragment; onRefund: () => void }) {
  const { t } = useTranslation("admin-payments");
  return (
    <Button
      size="small"
      color="error"
      aria-label={t("admin-payments:refund.label", { email: order.learner.email })}
      onClick={onRefund}
    >
      {t("admin-payments:refund.action")}
    </Button>
  );
}

export function RefundDialog({ order, onClose }: { order: AdminOrderRowFragment; onClose: () => void }) {
  const { t } = useTranslation("admin-payments");
  const format = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [refund, { loading }] = useMutation(AdminRefundPaymentDocument, {
    refetchQueries: [AdminOrdersDocument, AdminRevenueDocument],
  });

  const submit = async () => {
    if (reason.trim().length < MIN_REASON)
      return setError(t("admin-payments:refund.reasonNeeded", { min: MIN_REASON }));
    try {
      await refund({ variables: { id: order.id, reason: reason.trim() } });
      enqueueSnackbar(t("admin-payments:refund.done"), { variant: "success" });
      onClose();
    } catch (failure) {
      setError(serverMessage(failure, t("admin-payments:refund.failed")));
    }
  };

  return (
    <ConfirmDialog
      title={t("admin-payments:refund.title")}
      confirmLabel={t("admin-payments:refund.confirm", { amount: format.rupees(order.amountPaise) })}
      danger
      busy={loading}
      onConfirm={() => void submit()}
      onClose={onClose}
    >
      <Typography component="span" sx={{ display: "block", mb: 2 }}>
        {t("admin-payments:refund.explain", {
          amount: format.rupees(order.amountPaise),
          email: order.learner.email,
          course: order.course.title,
        })}
      </Typography>
      <TextField
        label={t("admin-payments:refund.reason")}
        required
        fullWidth
        multiline
        minRows={2}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? t("admin-payments:refund.reasonHelp")}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </ConfirmDialog>
  );
}
