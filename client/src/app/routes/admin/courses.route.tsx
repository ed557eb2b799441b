import { CourseListPage } from "../../../features/admin/courses/course-list-page.tsx";

export default CourseListPage;
