// Re-issuing a certificate under the account's current name (decision 017): the server voids the old code and
// records the act in the audit log; the list is read again because the certificate's id and code change.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "@apollo/client/react";
import { Button } from "@mui/material";
import { AdminReissueCertificateDocument, AdminUserDocument } from "../../../gql-admin/graphql.ts";
import { ConfirmDialog } from "../forms/confirm-dialog.tsx";
import { useSave } from "../forms/use-save.ts";

interface Props {
  certificate: { id: string; title: string; courseTitle: string };
  /** The account's current name, which the new certificate will carry. */
  currentName: string;
}

export function CertificateReissue({ certificate, currentName }: Props) {
  const { t } = useTranslation("admin-users");
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reissue] = useMutation(AdminReissueCertificateDocument, {
    refetchQueries: [AdminUserDocument],
    awaitRefetchQueries: true,
  });
  const save = useSave();

  const confirm = async () => {
    setBusy(true);
    await save(() => reissue({ variables: { id: certificate.id } }), {
      success: t("admin-users:learning.reissued", { name: currentName }),
      failure: t("admin-users:learning.reissueFailed"),
    });
    setBusy(false);
    setOpen(false);
  };

  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        aria-label={t("admin-users:learning.reissueLabel", { title: certificate.title })}
      >
        {t("admin-users:learning.reissue")}
      </Button>
      {open && (
        <ConfirmDialog
          title={t("admin-users:learning.reissueTitle", { name: currentName })}
          confirmLabel={t("admin-users:learning.reissue")}
          busy={busy}
          onConfirm={() => void confirm()}
          onClose={() => setOpen(false)}
        >
          {t("admin-users:learning.reissueText", { name: currentName, course: certificate.courseTitle })}
        </ConfirmDialog>
      )}
    </>
  );
}
