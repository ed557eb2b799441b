import { useEffect, useState } from "react";
import { Fab, Zoom } from "@mui/material";
import { ArrowUpIcon } from "../../components/ui/icons.tsx";

export const scrollTopThreshold = 300;

export function ScrollTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > scrollTopThreshold);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return (
    <Zoom in={visible}>
      <Fab color="primary" size="small" aria-label="Scroll to top" onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })} sx={{ position: "fixed", bottom: 24, right: 24 }}>
        <ArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
