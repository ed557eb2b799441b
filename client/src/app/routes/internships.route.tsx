import { InternshipsPage } from "../../features/listings/internships-page.tsx";

export default InternshipsPage;
