// The coloured band with a page's h1 and a line under it, at the top of the public list pages (spec: Internships,
// Placement, Exams, Tests) and practice: one markup, so the server-rendered band and the app's are the same.
import { Box, Typography } from "@mui/material";

export function PageHero({ title, subtitle, compact = false }: { title: string; subtitle: string; compact?: boolean }) {
  return (
    <Box
      sx={{
        bgcolor: "primary.main",
        color: "primary.contrastText",
        py: compact ? { xs: 4, md: 6 } : { xs: 5, md: 8 },
        px: 2,
        textAlign: "center",
      }}
    >
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: "1.9rem", md: "3rem" } }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 1.5 }}>{subtitle}</Typography>
    </Box>
  );
}
