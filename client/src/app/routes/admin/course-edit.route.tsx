import { CourseEditPage } from "./course-edit-page.tsx";

export default CourseEditPage;
