import { useState } from "react";
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from "@mui/material";

export const needPasswordText = "Enter the password to open this PDF file.";
export const wrongPasswordText = "Invalid password. Please try again.";

interface PasswordDialogProps {
  retry: boolean;
  onSubmit: (password: string | null) => void;
}

export function PasswordDialog({ retry, onSubmit }: PasswordDialogProps) {
  const [password, setPassword] = useState("");
  return (
    <Dialog open onClose={() => onSubmit(null)} aria-labelledby="pdf-password-title">
      <DialogTitle id="pdf-password-title">Password required</DialogTitle>
      <DialogContent>
        <DialogContentText>{retry ? wrongPasswordText : needPasswordText}</DialogContentText>
        <TextField autoFocus margin="dense" label="PDF password" type="password" fullWidth value={password} onChange={(e) => setPassword(e.target.value)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onSubmit(null)}>Cancel</Button>
        <Button variant="contained" onClick={() => onSubmit(password)}>Open</Button>
      </DialogActions>
    </Dialog>
  );
}
