import { CourseListPage } from "./course-list-page.tsx";

export default CourseListPage;
