import { createTheme } from "@mui/material/styles";

export const theme = createTheme({
  palette: { primary: { main: "#1565c0" }, secondary: { main: "#c43e00" } },
  shape: { borderRadius: 10 },
  typography: { button: { textTransform: "none", fontWeight: 600 } },
});
