import { useEffect, useId, useState } from "react";
import { useMutation } from "@apollo/client/react";
import { Avatar, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from "@mui/material";
import { AdminUploadTeamMemberPhotoDocument, type AdminTeamMemberFragment } from "../../../gql-admin/graphql.ts";
import { fileUrl } from "../../../lib/files.ts";
import { useSave } from "../listings-kit/use-save.ts";

// Mirrors uploadTeamMemberPhoto's limit (2 MB, checked again by the server, which also crops to a square).
const MAX_BYTES = 2 * 1024 * 1024;

/** Choose a photo, see it as the About page will (a circle), then upload it. */
export function TeamPhotoUpload({ member, onClose }: { member: AdminTeamMemberFragment; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, { loading }] = useMutation(AdminUploadTeamMemberPhotoDocument);
  const save = useSave();
  const titleId = useId();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | null) => {
    setProblem(chosen && chosen.size > MAX_BYTES ? "The photo is larger than 2 MB; choose a smaller one." : null);
    setFile(chosen && chosen.size <= MAX_BYTES ? chosen : null);
  };

  const submit = async () => {
    if (!file) return setProblem("Choose a photo first.");
    const result = await save(() => upload({ variables: { id: member.id, file } }), { success: `Photo of ${member.name} saved`, failure: "Failed to upload the photo" });
    if (result.ok) onClose();
  };

  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Photo of {member.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: "center", pt: 1 }}>
          <Avatar src={preview ?? fileUrl(member.image) ?? undefined} alt={preview ? `New photo of ${member.name}` : member.name} sx={{ width: 120, height: 120, fontSize: 48 }}>
            {member.name.charAt(0).toUpperCase()}
          </Avatar>
          <Button component="label" variant="outlined">
            Choose photo
            <input hidden type="file" accept="image/png,image/jpeg,image/webp,image/gif" onChange={(event) => choose(event.target.files?.[0] ?? null)} />
          </Button>
          {file && <Typography variant="body2">{file.name}</Typography>}
          <Typography variant="body2" color={problem ? "error" : "text.secondary"} role={problem ? "alert" : undefined}>
            {problem ?? "PNG, JPEG, WebP or GIF up to 2 MB; it is cropped to a square."}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={loading || !file}>{loading ? "Uploading..." : "Upload photo"}</Button>
      </DialogActions>
    </Dialog>
  );
}
