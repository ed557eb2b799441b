import { useEffect, useState } from "react";
import { Fab, Zoom } from "@mui/material";
import { ArrowUpIcon } from "../../components/ui/icons.tsx";
import { useTranslation } from "react-i18next";

export const scrollTopThreshold = 300;

export function ScrollTopButton() {
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation();
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > scrollTopThreshold);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return (
    <Zoom in={visible}>
      <Fab
        color="primary"
        size="small"
        aria-label={t("about:scrollTop")}
        onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
        sx={{ position: "fixed", bottom: 24, right: 24 }}
      >
        <ArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
