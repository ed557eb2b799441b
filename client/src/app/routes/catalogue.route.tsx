import { CataloguePage } from "../../features/courses/catalogue-page.tsx";

export default CataloguePage;
