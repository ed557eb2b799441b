import { AboutPage } from "../../features/about/about-page.tsx";

export default AboutPage;
