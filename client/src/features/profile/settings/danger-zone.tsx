import { useState } from "react";
import { useNavigate } from "react-router";
import { useMutation } from "@apollo/client/react";
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from "@mui/material";
import { DeleteAccountDocument } from "../../../gql/graphql.ts";
import { useSession } from "../../../lib/session/session-context.tsx";

export function DangerZone() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [remove, { loading }] = useMutation(DeleteAccountDocument);
  const { signOut } = useSession();
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      const { data } = await remove();
      if (!data?.deleteAccount) throw new Error("Account not deleted");
      setOpen(false);
      await signOut({ local: true });
      navigate("/", { replace: true });
    } catch {
      setOpen(false);
      setError("Failed to delete account");
    }
  };

  return (
    <Box component="section" aria-labelledby="danger-heading" sx={{ border: 1, borderColor: "error.main", borderRadius: 2, p: 2 }}>
      <Typography id="danger-heading" variant="h6" component="h2" color="error">Danger Zone</Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>Deleting your account removes your profile, enrollments and progress. This cannot be undone.</Typography>
      {error && <Alert severity="error" sx={{ mb: 1 }}>{error}</Alert>}
      <Button variant="contained" color="error" onClick={() => setOpen(true)}>Delete Account</Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="delete-title">
        <DialogTitle id="delete-title">Delete your account?</DialogTitle>
        <DialogContent>
          <DialogContentText>Your account and all of its data will be permanently deleted.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button color="error" variant="contained" disabled={loading} onClick={() => void confirm()}>Delete Account</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
