import { ModerationPage } from "../../../features/admin/moderation/moderation-page.tsx";

export default function ModerationRoute() {
  return <ModerationPage />;
}
