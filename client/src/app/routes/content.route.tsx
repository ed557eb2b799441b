import { ContentViewer } from "../../features/viewer/content-viewer.tsx";
import { QuizTab } from "../../features/quiz/quiz-tab.tsx";

// The viewer and the quiz are separate features; the route composes them.
export default function ContentRoute() {
  return <ContentViewer renderQuiz={(questions) => <QuizTab items={questions} />} />;
}
