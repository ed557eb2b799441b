import { LessonEditPage } from "./lesson-edit-page.tsx";

export default LessonEditPage;
