// An admin refunds a payment in full (docs/payments.md, Refunds): a confirmation naming the learner, the course and
// the amount, with the reason the credit note and the audit log keep. The server decides whether it still can be
// (the refund window, a refund already made) and says why not in the admin's language.
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

export function RefundAction({ order }: { order: AdminOrderRowFragment }) {
  const { t } = useTranslation("admin-payments");
  const format = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [refund, { loading }] = useMutation(AdminRefundPaymentDocument, {
    refetchQueries: [AdminOrdersDocument, AdminRevenueDocument],
  });

  const submit = async () => {
    if (reason.trim().length < MIN_REASON) return setError(t("refund.reasonNeeded", { min: MIN_REASON }));
    try {
      await refund({ variables: { id: order.id, reason: reason.trim() } });
      enqueueSnackbar(t("refund.done"), { variant: "success" });
      setOpen(false);
    } catch (failure) {
      setError(serverMessage(failure, t("refund.failed")));
    }
  };

  return (
    <>
      <Button
        size="small"
        color="error"
        aria-label={t("refund.label", { email: order.learner.email })}
        onClick={() => setOpen(true)}
      >
        {t("refund.action")}
      </Button>
      {open && (
        <ConfirmDialog
          title={t("refund.title")}
          confirmLabel={t("refund.confirm", { amount: format.rupees(order.amountPaise) })}
          danger
          busy={loading}
          onConfirm={() => void submit()}
          onClose={() => setOpen(false)}
        >
          <Typography component="span" sx={{ display: "block", mb: 2 }}>
            {t("refund.explain", {
              amount: format.rupees(order.amountPaise),
              email: order.learner.email,
              course: order.course.title,
            })}
          </Typography>
          <TextField
            label={t("refund.reason")}
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
            helperText={error ?? t("refund.reasonHelp")}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </ConfirmDialog>
      )}
    </>
  );
}
