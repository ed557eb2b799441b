import { CourseNewPage } from "../../../features/admin/courses/course-new-page.tsx";

export default CourseNewPage;
