import { useState, type ReactNode } from "react";
import { Alert, Box, Tab, Tabs } from "@mui/material";
import type { LessonContentFieldsFragment } from "../../gql/graphql.ts";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { AdColumn } from "./ad-column.tsx";
import { ClassTab, type ClassLesson, type LessonProgressActions } from "./class-tab.tsx";
import { NotesTab } from "./notes-tab.tsx";
import { PptsTab } from "./ppts-tab.tsx";
import {
  noLessonTabs,
  resolveTab,
  tabCounts,
  tabKeys,
  tabLabels,
  type TabKey,
  type UseLessonTabs,
} from "./viewer-tabs.ts";
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
  captionsOn?: boolean;
  /** Tabs other features add after the four (an assignment), composed by the route. */
  useLessonTabs?: UseLessonTabs;
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
  captionsOn = false,
  useLessonTabs = noLessonTabs,
}: LessonPanelProps) {
  // A link may ask for a tab (`?tab=discussion`, `?tab=assignment`: a notification's link); one the lesson lacks
  // falls back to Class below.
  const [chosen, setChosen] = useState<string>(
    initialTab && (initialTab !== "discussion" || discussion) ? initialTab : "class",
  );
  const extraTabs = useLessonTabs(lesson.id);
  const extra = extraTabs.find((item) => item.key === chosen);
  const { t } = useTranslation();
  const items = contents ?? [];
  const counts = tabCounts(lesson.description, items);
  const own = (tabKeys as readonly string[]).includes(chosen) ? (chosen as TabKey) : "class";
  const tab = extra ? extra.key : contents ? resolveTab(own, counts, !!(lesson.videoUrl || lesson.url)) : own;
  const ofType = (type: string) => items.filter((item) => item.type === type);

  const panel = () => {
    if (extra) return extra.panel;
    if (tab === "class")
      return <ClassTab lesson={lesson} progress={progress} dataSaver={dataSaver} captionsOn={captionsOn} />;
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
          onChange={(_event, value: string) => setChosen(value)}
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
          {extraTabs.map((item) => (
            <Tab
              key={item.key}
              value={item.key}
              label={t("viewer:tabs.withCount", { tab: item.label, count: item.count })}
              id={`lesson-tab-${item.key}`}
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
