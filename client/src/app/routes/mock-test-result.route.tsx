import { ResultPage } from "../../features/mock-tests/result-page.tsx";

export default ResultPage;
