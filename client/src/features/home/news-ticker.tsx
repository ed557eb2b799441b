import { useEffect, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { Box, Chip, IconButton, Typography, useMediaQuery } from "@mui/material";
import { NewsDocument } from "../../gql/graphql.ts";
import { useTranslation } from "react-i18next";
import { PauseIcon, PlayIcon } from "../../components/ui/icons.tsx";

export const tickerIntervalMs = 5000;

/**
 * Cycles through published news every 5 seconds (spec section 9); an empty or failed list shows nothing. Moving
 * content that lasts longer than 5 seconds can be paused (WCAG 2.2.2): a pause button, a pause while the pointer or
 * the keyboard is on the ticker, and no rotation at all for a learner whose system asks for reduced motion.
 */
export function NewsTicker() {
  // Not rendered on the server: news changes outside the course content, so the home page's server-rendered
  // first screen can be kept until a course changes (gateway/src/client/first-screen.ts).
  const { data } = useQuery(NewsDocument, { ssr: false });
  const items = data?.news ?? [];
  const [index, setIndex] = useState(0);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)", { noSsr: true });
  const [paused, setPaused] = useState<boolean | null>(null);
  const [holding, setHolding] = useState(false);
  const stopped = paused ?? reducedMotion;
  const { t } = useTranslation();

  useEffect(() => {
    if (items.length < 2 || stopped || holding) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % items.length), tickerIntervalMs);
    return () => clearInterval(timer);
  }, [items.length, stopped, holding]);

  if (!items.length) return null;
  const item = items[index % items.length];
  return (
    <Box
      data-testid="news-ticker"
      role="marquee"
      aria-label={t("home:news.label")}
      onMouseEnter={() => setHolding(true)}
      onMouseLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={() => setHolding(false)}
      sx={{ bgcolor: "#fff3e0", px: 2, py: 0.5, display: "flex", alignItems: "center", gap: 1.5, overflow: "hidden" }}
    >
      {items.length > 1 && (
        <IconButton
          size="small"
          aria-label={stopped ? t("home:news.play") : t("home:news.pause")}
          onClick={() => setPaused(!stopped)}
          sx={{ minWidth: 32, minHeight: 32 }}
        >
          {stopped ? <PlayIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
        </IconButton>
      )}
      <Chip label={item.category} size="small" color="secondary" />
      <Typography noWrap sx={{ fontWeight: 600, minWidth: 0 }}>
        {item.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ flexShrink: 0 }}>
        {item.source}
      </Typography>
    </Box>
  );
}
