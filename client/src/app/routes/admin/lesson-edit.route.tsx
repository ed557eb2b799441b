import { LessonEditPage } from "../../../features/admin/lessons/lesson-edit-page.tsx";

export default LessonEditPage;
