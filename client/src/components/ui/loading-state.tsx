import { Box, CircularProgress, Typography } from "@mui/material";

export function LoadingState({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 2, py: 8 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
