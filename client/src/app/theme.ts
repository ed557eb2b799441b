import { createTheme } from "@mui/material/styles";
import { FONT_FAMILY } from "../i18n/script-fonts.ts";

/**
 * The keyboard focus ring (WCAG 2.2 AA 2.4.7, docs/accessibility.md): a blue outline with a white ring inside it,
 * so it shows on white pages, on the blue header and on the black video player alike.
 */
const focusRing = { outline: "3px solid #1565c0", outlineOffset: "2px", boxShadow: "0 0 0 2px #fff" };

export const theme = createTheme({
  palette: { primary: { main: "#1565c0" }, secondary: { main: "#c43e00" } },
  shape: { borderRadius: 10 },
  typography: { fontFamily: FONT_FAMILY, button: { textTransform: "none", fontWeight: 600 } },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Links and any other focusable element that is not one of MUI's buttons.
        ":focus-visible": focusRing,
        // Motion the learner asked the system to reduce (WCAG 2.3.3, 2.2.2): transitions end at once and
        // scrolling jumps. Spinners keep turning: they are the only sign that something is loading.
        "@media (prefers-reduced-motion: reduce)": {
          "*, *::before, *::after": {
            transitionDuration: "0.01ms !important",
            transitionDelay: "0s !important",
            scrollBehavior: "auto !important",
          },
          ".MuiSkeleton-root, .MuiSkeleton-root::after": { animation: "none !important" },
        },
      },
    },
    // ButtonBase clears the browser's outline; it is the root of buttons, tabs, chips, cards' action areas,
    // list and menu items, so its keyboard focus carries the ring.
    MuiButtonBase: { styleOverrides: { root: { "&.Mui-focusVisible": focusRing } } },
    MuiSlider: { styleOverrides: { thumb: { "&.Mui-focusVisible": focusRing } } },
  },
});
