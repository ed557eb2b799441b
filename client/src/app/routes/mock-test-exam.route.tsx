import { ExamPage } from "../../features/mock-tests/exam-page.tsx";

export default ExamPage;
