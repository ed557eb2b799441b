import { lazy, Suspense, useState } from "react";
import { Button } from "@mui/material";
import { useOpenedOnce } from "../ui/use-opened-once.ts";
import { useTranslation } from "react-i18next";

// The menu (popover, focus trap, transitions) is fetched on hover or focus, before the click that opens it.
const loadMenu = () => import("./social-menu-list.tsx");
const SocialMenuList = lazy(() => loadMenu().then((module) => ({ default: module.SocialMenuList })));

export function SocialMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const mounted = useOpenedOnce(!!anchor);
  const prefetch = () => void loadMenu();
  return (
    <>
      <Button
        color="inherit"
        size="small"
        aria-haspopup="menu"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t("common:footer.socialMedia")}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <SocialMenuList anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
