import { MockTestsPage } from "../../features/mock-tests/tests-page.tsx";

export default MockTestsPage;
