import { ExamsPage } from "../../features/listings/exams-page.tsx";

export default ExamsPage;
