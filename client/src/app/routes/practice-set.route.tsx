import { TopicSetPage } from "../../features/practice/practice-set-page.tsx";

export default TopicSetPage;
