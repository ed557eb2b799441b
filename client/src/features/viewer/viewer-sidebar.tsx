import {
  Box,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from "@mui/material";
import { ChevronLeftIcon, ChevronRightIcon } from "../../components/ui/icons.tsx";
import { progressLabels } from "./progress.ts";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format.ts";

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

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();

export function ViewerSidebar({ lessons, selectedId, completedIds, open, onToggle, onSelect }: ViewerSidebarProps) {
  const labels = progressLabels(
    completedIds,
    lessons.map((lesson) => lesson.id),
  );
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Box
      component="aside"
      aria-label={t("viewer:sidebar.lessons")}
      sx={{
        width: { xs: "100%", md: open ? 300 : 48 },
        flexShrink: 0,
        borderRight: { md: 1 },
        borderColor: { md: "divider" },
      }}
    >
      <Box sx={{ display: "flex", justifyContent: open ? "space-between" : "center", alignItems: "center", p: 1 }}>
        {open && (
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, pl: 1 }}>
            {t("viewer:sidebar.title")}
          </Typography>
        )}
        <IconButton
          aria-label={open ? t("viewer:sidebar.collapse") : t("viewer:sidebar.expand")}
          aria-expanded={open}
          onClick={onToggle}
        >
          {open ? <ChevronLeftIcon /> : <ChevronRightIcon />}
        </IconButton>
      </Box>
      {open && (
        <>
          <Box sx={{ px: 2, pb: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t("viewer:sidebar.percent", { percent: format.percent(labels.percent / 100) })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={labels.percent}
              aria-label={t("viewer:sidebar.progress")}
              sx={{ my: 0.5, height: 8, borderRadius: 4 }}
            />
            <Typography variant="body2" color="text.secondary">
              {t("viewer:sidebar.count", {
                count: labels.total,
                completed: format.number(labels.completed),
                total: format.number(labels.total),
              })}
            </Typography>
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
                    primary={`${format.number(index + 1)}. ${lesson.title}${completedIds.includes(lesson.id) ? " ✓" : ""}`}
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
