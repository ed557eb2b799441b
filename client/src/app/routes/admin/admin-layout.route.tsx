import { AdminLayout } from "./admin-layout.tsx";

export default AdminLayout;
