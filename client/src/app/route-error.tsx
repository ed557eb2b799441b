import { isRouteErrorResponse, Link as RouterLink, useRouteError } from "react-router";
import { Alert, Button, Container } from "@mui/material";

/** Shown when a route chunk fails to load (for example after a deploy) or a screen throws. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : "Unexpected error";
  return (
    <Container sx={{ py: 6 }}>
      <Alert severity="error" action={<Button onClick={() => window.location.reload()}>Reload</Button>}>
        {message}
      </Alert>
      <Button component={RouterLink} to="/" sx={{ mt: 2 }}>
        Go to Home
      </Button>
    </Container>
  );
}
