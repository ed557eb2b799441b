import { CourseEditPage } from "../../../features/admin/courses/course-edit-page.tsx";

export default CourseEditPage;
