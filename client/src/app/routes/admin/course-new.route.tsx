import { CourseNewPage } from "./course-new-page.tsx";

export default CourseNewPage;
