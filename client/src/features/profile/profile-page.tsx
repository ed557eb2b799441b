import { useSearchParams } from "react-router";
import { Container, Paper, Tab, Tabs, Typography } from "@mui/material";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { useSession } from "../../lib/session/session-context.tsx";
import { useMe } from "../../lib/session/use-me.ts";
import { CertificatesTab } from "./certificates-tab.tsx";
import { MyCoursesTab } from "./my-courses-tab.tsx";
import { SettingsTab } from "./settings-tab.tsx";

const sections = ["courses", "certificates", "settings"] as const;
type Section = (typeof sections)[number];
const labels: Record<Section, string> = { courses: "My Courses", certificates: "Certificates", settings: "Settings" };

/** ?section= picks the tab; unknown values fall back to My Courses (spec section 2). */
export function profileSection(value: string | null): Section {
  return sections.find((section) => section === value) ?? "courses";
}

export function ProfilePage() {
  const session = useSession();
  const { me, loading } = useMe();
  const [search, setSearch] = useSearchParams();
  const section = profileSection(search.get("section"));

  if (session.loading) return <LoadingState text="Loading..." />;
  if (!session.authenticated) return <Container sx={{ py: 6 }}><Typography>Please log in to view your profile.</Typography></Container>;

  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>My Profile</Typography>
      <Paper sx={{ mb: 3 }}>
        <Tabs value={section} onChange={(_event, value: Section) => setSearch({ section: value })} variant="fullWidth" aria-label="Profile sections">
          {sections.map((key) => <Tab key={key} value={key} label={labels[key]} />)}
        </Tabs>
      </Paper>
      {section === "courses" && <MyCoursesTab />}
      {section === "certificates" && <CertificatesTab />}
      {section === "settings" && (me ? <SettingsTab key={me.id} user={me} /> : loading ? <LoadingState text="Loading..." /> : null)}
    </Container>
  );
}
