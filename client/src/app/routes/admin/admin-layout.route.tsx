import { AdminLayout } from "../../../features/admin/shell/admin-layout.tsx";

export default AdminLayout;
