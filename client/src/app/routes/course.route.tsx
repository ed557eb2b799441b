import { CourseGatePage } from "../../features/courses/course-gate-page.tsx";

export default CourseGatePage;
