import { useEffect, useMemo, useRef, useState } from "react";
import { Box, List, ListItem, ListItemButton, MenuItem, Paper, Stack, TextField, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { fileUrl } from "../../../lib/files.ts";
import { clock } from "./resume.ts";
import { cueAt, readCues, type Cue } from "./cues.ts";

export interface TranscriptCaption {
  language: string;
  label: string;
  url: string;
}

interface TranscriptPanelProps {
  captions: TranscriptCaption[];
  /** The language shown first (the subtitles chosen in the player, if any). */
  language: string | null;
  /** Playback position; null in read mode (no video). */
  time: number | null;
  onSeek?: (seconds: number) => void;
}

/**
 * The lesson's captions as text beside the video (docs/video.md): the current cue highlighted and kept in view,
 * a click seeks there, a search filters. Needs only the caption file: it works in read mode, with no video bytes.
 */
export function TranscriptPanel({ captions, language, time, onSeek }: TranscriptPanelProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const current = captions.find((caption) => caption.language === (chosen ?? language)) ?? captions[0];
  const [cues, setCues] = useState<Cue[]>([]);
  const [search, setSearch] = useState("");
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const url = fileUrl(current?.url);
    if (!url) return;
    let cancelled = false;
    void fetch(url)
      .then((response) => (response.ok ? response.text() : ""))
      .then((text) => !cancelled && setCues(readCues(text)))
      .catch(() => !cancelled && setCues([]));
    return () => void (cancelled = true);
  }, [current?.url]);

  const active = time === null ? -1 : cueAt(cues, time);
  const query = search.trim().toLocaleLowerCase();
  const shown = useMemo(
    () =>
      cues
        .map((cue, index) => ({ cue, index }))
        .filter(({ cue }) => !query || cue.text.toLocaleLowerCase().includes(query)),
    [cues, query],
  );

  useEffect(() => {
    const item = list.current?.querySelector<HTMLElement>(`[data-cue="${active}"]`);
    // Scrolls the list only, never the page (block: "nearest" on the list's own box).
    if (item && list.current) list.current.scrollTop = item.offsetTop - list.current.clientHeight / 2;
  }, [active]);

  if (!current) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="transcript-heading" sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", mb: 1 }}>
        <Typography id="transcript-heading" variant="h6" component="h3" sx={{ flexGrow: 1 }}>
          {t("viewer:transcript.title")}
        </Typography>
        {captions.length > 1 && (
          <TextField
            select
            size="small"
            label={t("viewer:transcript.language")}
            value={current.language}
            onChange={(event) => setChosen(event.target.value)}
          >
            {captions.map((caption) => (
              <MenuItem key={caption.language} value={caption.language} lang={caption.language}>
                {caption.label}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          size="small"
          type="search"
          label={t("viewer:transcript.search")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Stack>
      <List
        ref={list}
        dense
        lang={current.language}
        aria-label={t("viewer:transcript.cues")}
        sx={{ maxHeight: 280, overflowY: "auto", position: "relative" }}
      >
        {shown.map(({ cue, index }) => (
          // A list holds list items only (axe: list): each cue's button sits in one.
          <ListItem key={index} disablePadding>
            <ListItemButton
              data-cue={index}
              selected={index === active}
              aria-current={index === active ? "true" : undefined}
              onClick={() => onSeek?.(cue.start)}
              sx={{ alignItems: "baseline", gap: 1.5 }}
            >
              <Box component="span" sx={{ fontVariantNumeric: "tabular-nums", color: "text.secondary", minWidth: 44 }}>
                {clock(cue.start)}
              </Box>
              <Box component="span" sx={{ whiteSpace: "pre-line" }}>
                {cue.text}
              </Box>
            </ListItemButton>
          </ListItem>
        ))}
        {shown.length === 0 && (
          <ListItem>
            <Typography color="text.secondary">{t("viewer:transcript.none")}</Typography>
          </ListItem>
        )}
      </List>
    </Paper>
  );
}
