import { Link as RouterLink } from "react-router";
import { Button, Container, Typography } from "@mui/material";
import { usePageMeta } from "../../lib/page-meta.ts";

export default function NotFoundRoute() {
  usePageMeta({ title: "Page not found", status: 404, noindex: true });
  return (
    <Container sx={{ py: 10, textAlign: "center" }}>
      <Typography variant="h4" component="h1" gutterBottom>
        404 - Page Not Found
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to Home
      </Button>
    </Container>
  );
}
