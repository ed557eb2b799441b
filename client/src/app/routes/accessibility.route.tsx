import { AccessibilityPage } from "../../features/legal/accessibility-page.tsx";

export default AccessibilityPage;
