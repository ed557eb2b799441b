import { ContentViewer } from "../../features/viewer/content-viewer.tsx";
import { QuizTab } from "../../features/quiz/quiz-tab.tsx";
import { DiscussionTab } from "../../features/discussion/discussion-tab.tsx";
import { DiscussionTabLabel } from "../../features/discussion/discussion-tab-label.tsx";
import { useAssignmentTabs } from "../../features/assignments/use-assignment-tabs.tsx";

// The viewer, the quiz, the discussion and assignments are separate features; the route composes them.
const discussion = {
  label: (lessonId: string) => <DiscussionTabLabel lessonId={lessonId} />,
  panel: (lessonId: string) => <DiscussionTab lessonId={lessonId} />,
};

export default function ContentRoute() {
  return (
    <ContentViewer
      renderQuiz={(questions) => <QuizTab items={questions} />}
      discussion={discussion}
      useLessonTabs={useAssignmentTabs}
    />
  );
}
