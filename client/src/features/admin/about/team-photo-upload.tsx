import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "@apollo/client/react";
import { Avatar, Stack, Typography } from "@mui/material";
import { AdminUploadTeamMemberPhotoDocument, type AdminTeamMemberFragment } from "../../../gql-admin/graphql.ts";
import { fileUrl } from "../../../lib/files.ts";
import { FileButton } from "../forms/file-button.tsx";
import { FormDialog } from "../forms/form-dialog.tsx";
import { useSave } from "../forms/use-save.ts";

/** Choose a photo, see it as the About page will (a circle), then upload it. */
export function TeamPhotoUpload({ member, onClose }: { member: AdminTeamMemberFragment; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  // A catalogue key, so the message follows a change of language.
  const [problem, setProblem] = useState<string | null>(null);
  const [upload] = useMutation(AdminUploadTeamMemberPhotoDocument);
  const save = useSave();
  const { t } = useTranslation(["admin-people", "common"]);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // No size check here: the server takes photos up to its configurable UPLOAD_LIMIT_BYTES (a phone photo is 3-8 MB),
  // downscales them, and names its limit when it refuses one (decision 021).
  const choose = (chosen: File | null) => {
    setProblem(null);
    setFile(chosen);
  };

  const submit = async () => {
    if (!file) {
      setProblem("admin-people:about.photo.chooseFirst");
      return false;
    }
    const result = await save(() => upload({ variables: { id: member.id, file } }), {
      success: t("admin-people:about.photo.saved", { name: member.name }),
      failure: t("admin-people:about.photo.failed"),
    });
    return result.ok;
  };

  return (
    <FormDialog
      title={t("admin-people:about.photo.of", { name: member.name })}
      saveLabel={t("admin-people:about.photo.upload")}
      savingLabel={t("admin-people:about.photo.uploading")}
      canSave={!!file}
      onSave={submit}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ alignItems: "center" }}>
        <Avatar
          src={preview ?? fileUrl(member.image) ?? undefined}
          alt={preview ? t("admin-people:about.photo.newAlt", { name: member.name }) : member.name}
          sx={{ width: 120, height: 120, fontSize: 48 }}
        >
          {member.name.charAt(0).toUpperCase()}
        </Avatar>
        <FileButton
          label={t("admin-people:about.photo.choose")}
          accept="image/png,image/jpeg,image/webp,image/gif"
          onChoose={(chosen) => choose(chosen ?? null)}
        />
        {file && <Typography variant="body2">{file.name}</Typography>}
        <Typography variant="body2" color={problem ? "error" : "text.secondary"} role={problem ? "alert" : undefined}>
          {t(problem ?? "admin-people:about.photo.help")}
        </Typography>
      </Stack>
    </FormDialog>
  );
}
