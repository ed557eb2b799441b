import { ProfilePage } from "../../features/profile/profile-page.tsx";

export default ProfilePage;
