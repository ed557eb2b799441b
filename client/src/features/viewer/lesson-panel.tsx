import { useState, type ReactNode } from "react";
import { Alert, Box, Tab, Tabs } from "@mui/material";
import type { LessonContentFieldsFragment } from "../../gql/graphql.ts";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { AdColumn } from "./ad-column.tsx";
import { ClassTab, type ClassLesson, type LessonProgressActions } from "./class-tab.tsx";
import { NotesTab } from "./notes-tab.tsx";
import { PptsTab } from "./ppts-tab.tsx";
import { resolveTab, tabCounts, tabKeys, tabLabels, type TabKey } from "./viewer-tabs.ts";
import { useTranslation } from "react-i18next";

export type QuizRenderer = (questions: LessonContentFieldsFragment[]) => ReactNode;

/** The Discussion tab, from its own feature (composed by the route): its label with the count, and its panel. */
export interface DiscussionRenderer {
  label: (lessonId: string) => ReactNode;
  panel: (lessonId: string) => ReactNode;
}

interface LessonPanelProps {
  lesson: ClassLesson;
  contents: LessonContentFieldsFragment[] | null;
  /** Why the lesson's materials could not be read (spec section 8: 'Failed to fetch lesson'); the class still plays. */
  contentsError?: string | null;
  progress: LessonProgressActions;
  renderQuiz: QuizRenderer;
  discussion?: DiscussionRenderer;
  /** The tab a link asked for (`?tab=discussion`, a notification's link). */
  initialTab?: string | null;
  /** Video data saver (docs/video.md). */
  dataSaver?: boolean;
}

/** One lesson's four tabs. Keyed by lesson id by the parent, so a new lesson starts on Class again. */
export function LessonPanel({
  lesson,
  contents,
  contentsError,
  progress,
  renderQuiz,
  discussion,
  initialTab,
  dataSaver = false,
}: LessonPanelProps) {
  const [chosen, setChosen] = useState<TabKey>(initialTab === "discussion" && discussion ? "discussion" : "class");
  const { t } = useTranslation();
  const items = contents ?? [];
  const counts = tabCounts(lesson.description, items);
  const tab = contents ? resolveTab(chosen, counts, !!(lesson.videoUrl || lesson.url)) : chosen;
  const ofType = (type: string) => items.filter((item) => item.type === type);

  const panel = () => {
    if (tab === "class") return <ClassTab lesson={lesson} progress={progress} dataSaver={dataSaver} />;
    if (!contents) return <LoadingState text={t("viewer:loadingAll")} />;
    if (tab === "notes") return <NotesTab notes={ofType("note")} />;
    if (tab === "ppts") return <PptsTab decks={ofType("ppt")} />;
    if (tab === "discussion") return discussion?.panel(lesson.id);
    return renderQuiz(ofType("question"));
  };

  return (
    <Box sx={{ display: "flex", gap: 3, alignItems: "flex-start" }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        {contentsError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {contentsError}
          </Alert>
        )}
        <Tabs
          value={tab}
          onChange={(_event, value: TabKey) => setChosen(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t("viewer:tabs.label")}
          sx={{ mb: 2 }}
        >
          {tabKeys
            .filter((key) => key !== "discussion" || discussion)
            .map((key) => (
              <Tab
                key={key}
                value={key}
                label={
                  key === "discussion" && discussion
                    ? discussion.label(lesson.id)
                    : t("viewer:tabs.withCount", { tab: t(tabLabels[key]), count: counts[key] })
                }
                id={`lesson-tab-${key}`}
                aria-controls="lesson-tab-panel"
              />
            ))}
        </Tabs>
        <Box role="tabpanel" id="lesson-tab-panel" aria-labelledby={`lesson-tab-${tab}`}>
          {panel()}
        </Box>
      </Box>
      {tab !== "ppts" && tab !== "discussion" && <AdColumn />}
    </Box>
  );
}
