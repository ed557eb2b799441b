import { Box, Typography } from "@mui/material";

/** Right-hand advertisement placeholder, large screens only (spec section 2). */
export function AdColumn() {
  return (
    <Box component="aside" aria-label="Advertisement" sx={{ display: { xs: "none", lg: "block" }, width: 220, flexShrink: 0 }}>
      <Box sx={{ position: "sticky", top: 88, border: 1, borderColor: "divider", borderStyle: "dashed", borderRadius: 2, p: 2, minHeight: 400, textAlign: "center" }}>
        <Typography variant="overline" color="text.secondary">Advertisement</Typography>
        <Typography variant="body2" color="text.secondary">Your ad could be here.</Typography>
      </Box>
    </Box>
  );
}
