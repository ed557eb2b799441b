import { Link as RouterLink } from "react-router";
import { Button, Container, Typography } from "@mui/material";

export default function NotFoundRoute() {
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
