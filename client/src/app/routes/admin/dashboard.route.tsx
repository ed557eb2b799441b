import { DashboardPage } from "../../../features/admin/dashboard/dashboard-page.tsx";

export default DashboardPage;
