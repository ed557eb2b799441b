import { DashboardPage } from "./dashboard-page.tsx";

export default DashboardPage;
