import { SignupPage } from "../../features/auth/signup-page.tsx";

export default SignupPage;
