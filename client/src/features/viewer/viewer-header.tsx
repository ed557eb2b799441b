import { Box, Chip, Stack, Typography } from "@mui/material";

export function ViewerHeader({ title, lessonCount, minutes }: { title: string; lessonCount: number; minutes: number }) {
  return (
    <Box sx={{ px: { xs: 2, md: 3 }, py: 2, borderBottom: 1, borderColor: "divider", bgcolor: "background.paper" }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>{title}</Typography>
      <Stack direction="row" spacing={1.5} sx={{ mt: 0.5, alignItems: "center", flexWrap: "wrap" }}>
        <Typography variant="body2" color="text.secondary">{lessonCount} lessons</Typography>
        <Typography variant="body2" color="text.secondary">{minutes} minutes</Typography>
        <Chip label="Active" color="success" size="small" />
      </Stack>
    </Box>
  );
}
