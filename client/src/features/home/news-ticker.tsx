import { useEffect, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { Box, Chip, Typography } from "@mui/material";
import { NewsDocument } from "../../gql/graphql.ts";
import { useTranslation } from "react-i18next";

export const tickerIntervalMs = 5000;

/** Cycles through published news every 5 seconds (spec section 9); an empty or failed list shows nothing. */
export function NewsTicker() {
  // Not rendered on the server: news changes outside the course content, so the home page's server-rendered
  // first screen can be kept until a course changes (gateway/src/client/first-screen.ts).
  const { data } = useQuery(NewsDocument, { ssr: false });
  const items = data?.news ?? [];
  const [index, setIndex] = useState(0);
  const { t } = useTranslation();

  useEffect(() => {
    if (items.length < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % items.length), tickerIntervalMs);
    return () => clearInterval(timer);
  }, [items.length]);

  if (!items.length) return null;
  const item = items[index % items.length];
  return (
    <Box
      data-testid="news-ticker"
      role="marquee"
      aria-live="polite"
      aria-label={t("home:news.label")}
      sx={{ bgcolor: "#fff3e0", px: 2, py: 1, display: "flex", alignItems: "center", gap: 1.5, overflow: "hidden" }}
    >
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
