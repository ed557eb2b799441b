import { Alert, Container } from "@mui/material";

export function AccessDenied() {
  return (
    <Container sx={{ py: 6 }}>
      <Alert severity="warning">You do not have access to this page.</Alert>
    </Container>
  );
}
