import { PrivacyPage } from "../../features/legal/privacy-page.tsx";

export default PrivacyPage;
