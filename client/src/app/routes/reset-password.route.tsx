import { ResetPasswordPage } from "../../features/auth/reset-password-page.tsx";

export default ResetPasswordPage;
