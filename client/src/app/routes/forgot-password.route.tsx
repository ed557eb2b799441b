import { ForgotPasswordPage } from "../../features/auth/forgot-password-page.tsx";

export default ForgotPasswordPage;
