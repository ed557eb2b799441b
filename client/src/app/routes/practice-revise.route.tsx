import { ReviseSetPage } from "../../features/practice/practice-set-page.tsx";

export default ReviseSetPage;
