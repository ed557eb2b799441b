import { PracticePage } from "../../features/practice/practice-page.tsx";

export default PracticePage;
