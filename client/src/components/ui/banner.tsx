import type { ReactNode } from "react";
import { Box, type SxProps, type Theme } from "@mui/material";
import { darken, lighten } from "@mui/material/styles";

/**
 * A message across the page in a severity's colours, for the first screen's own messages (offline, a failed
 * route). MUI's Alert brings its Paper, its four icons and their styles into the first screen's script for two
 * messages most learners never see (the initial JS budget, docs/performance.md); these are its standard variant's
 * colours, so the contrast is the same.
 */
export function Banner({
  severity,
  role,
  action,
  sx,
  children,
}: {
  severity: "warning" | "error";
  role: "status" | "alert";
  action?: ReactNode;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      role={role}
      sx={[
        (theme) => ({
          display: "flex",
          alignItems: "center",
          gap: 2,
          px: 2,
          py: 1.5,
          borderRadius: 1,
          typography: "body2",
          color: darken(theme.palette[severity].light, 0.6),
          bgcolor: lighten(theme.palette[severity].light, 0.9),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ flex: 1 }}>{children}</Box>
      {action}
    </Box>
  );
}
