import { PlacementPage } from "../../features/listings/placement-page.tsx";

export default PlacementPage;
