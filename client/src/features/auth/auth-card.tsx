import type { ReactNode } from "react";
import { Box, Paper, Typography } from "@mui/material";

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box sx={{ display: "flex", justifyContent: "center", px: 2, py: { xs: 4, md: 8 } }}>
      <Paper sx={{ p: { xs: 3, sm: 4 }, width: "100%", maxWidth: 460 }}>
        <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: "1.7rem", sm: "2.1rem" } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}
