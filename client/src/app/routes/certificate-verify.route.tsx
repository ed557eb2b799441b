import { VerifyCertificatePage } from "../../features/certificates/verify-certificate-page.tsx";

export default VerifyCertificatePage;
