import { TestInstructionsPage } from "../../features/mock-tests/test-instructions-page.tsx";

export default TestInstructionsPage;
