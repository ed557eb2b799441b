import { AuthCallbackPage } from "../../features/auth/auth-callback-page.tsx";

export default AuthCallbackPage;
