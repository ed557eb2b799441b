import { TermsPage } from "../../features/legal/terms-page.tsx";

export default TermsPage;
