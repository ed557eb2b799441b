import { Box, IconButton, LinearProgress, List, ListItem, ListItemButton, ListItemText, Typography } from "@mui/material";
import { ChevronLeftIcon, ChevronRightIcon } from "../../components/ui/icons.tsx";
import { progressLabels } from "./progress.ts";

interface SidebarLesson {
  id: string;
  title: string;
  description: string;
}

interface ViewerSidebarProps {
  lessons: SidebarLesson[];
  selectedId: string | null;
  completedIds: readonly string[];
  open: boolean;
  onToggle: () => void;
  onSelect: (lessonId: string) => void;
}

const plain = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/\s+/g, " ").trim();

export function ViewerSidebar({ lessons, selectedId, completedIds, open, onToggle, onSelect }: ViewerSidebarProps) {
  const labels = progressLabels(completedIds, lessons.map((lesson) => lesson.id));
  return (
    <Box component="aside" aria-label="Lessons" sx={{ width: { xs: "100%", md: open ? 300 : 48 }, flexShrink: 0, borderRight: { md: 1 }, borderColor: { md: "divider" } }}>
      <Box sx={{ display: "flex", justifyContent: open ? "space-between" : "center", alignItems: "center", p: 1 }}>
        {open && <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, pl: 1 }}>Course Lessons</Typography>}
        <IconButton aria-label={open ? "Collapse sidebar" : "Expand sidebar"} aria-expanded={open} onClick={onToggle}>
          {open ? <ChevronLeftIcon /> : <ChevronRightIcon />}
        </IconButton>
      </Box>
      {open && (
        <>
          <Box sx={{ px: 2, pb: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>{labels.percentText}</Typography>
            <LinearProgress variant="determinate" value={labels.percent} aria-label="Course progress" sx={{ my: 0.5, height: 8, borderRadius: 4 }} />
            <Typography variant="body2" color="text.secondary">{labels.countText}</Typography>
          </Box>
          <List dense sx={{ maxHeight: { md: "calc(100vh - 260px)" }, overflowY: "auto" }}>
            {lessons.map((lesson, index) => (
              <ListItem key={lesson.id} disablePadding>
              <ListItemButton
                data-testid="lesson-list-item"
                selected={lesson.id === selectedId}
                onClick={() => onSelect(lesson.id)}
              >
                <ListItemText
                  primary={`${index + 1}. ${lesson.title}${completedIds.includes(lesson.id) ? " ✓" : ""}`}
                  secondary={plain(lesson.description)}
                  slotProps={{ secondary: { noWrap: true } }}
                />
              </ListItemButton>
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}
