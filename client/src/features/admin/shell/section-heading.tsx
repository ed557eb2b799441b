import type { ReactNode } from "react";
import { Box, Typography } from "@mui/material";

/** A console page's h1, with its actions on the right. */
export function SectionHeading({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Box
      sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: 2, mb: 3 }}
    >
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {actions && <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>{actions}</Box>}
    </Box>
  );
}
