import { HomePage } from "../../features/home/home-page.tsx";

export default HomePage;
