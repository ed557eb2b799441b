import { ContentViewer } from "../../features/viewer/content-viewer.tsx";
import { QuizTab } from "../../features/quiz/quiz-tab.tsx";
import { useAssignmentTabs } from "../../features/assignments/use-assignment-tabs.tsx";

// The viewer, the quiz and assignments are separate features; the route composes them.
export default function ContentRoute() {
  return <ContentViewer renderQuiz={(questions) => <QuizTab items={questions} />} useLessonTabs={useAssignmentTabs} />;
}
