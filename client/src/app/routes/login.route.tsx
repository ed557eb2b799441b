import { LoginPage } from "../../features/auth/login-page.tsx";

export default LoginPage;
