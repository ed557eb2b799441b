import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { useQuery } from "@apollo/client/react";
import { MeDocument, type UserFieldsFragment } from "../../gql/graphql.ts";
import { Container, Paper, Tab, Tabs, Typography } from "@mui/material";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { useSession } from "../../lib/session/session-context.tsx";
import { useMe } from "../../lib/session/use-me.ts";
import { CertificatesTab } from "./certificates-tab.tsx";
import { DownloadsTab } from "./downloads-tab.tsx";
import { MyCoursesTab } from "./my-courses-tab.tsx";
import { PurchasesTab } from "./purchases-tab.tsx";
import { SettingsTab } from "./settings-tab.tsx";
import { useTranslation } from "react-i18next";

const sections = ["courses", "certificates", "purchases", "downloads", "settings"] as const;
type Section = (typeof sections)[number];
const labels: Record<Section, string> = {
  courses: "common:account.myCourses",
  certificates: "common:account.certificates",
  purchases: "profile:purchases.title",
  downloads: "profile:downloads.title",
  settings: "common:account.settings",
};

/** ?section= picks the tab; unknown values fall back to My Courses (spec section 2). */
export function profileSection(value: string | null): Section {
  return sections.find((section) => section === value) ?? "courses";
}

/** `practice`: the daily goal, streak and heat map, which the route composes in from the practice feature. */
export function ProfilePage({ practice }: { practice?: ReactNode }) {
  const session = useSession();
  const { me, loading } = useMe();
  const [search, setSearch] = useSearchParams();
  const section = profileSection(search.get("section"));
  const { t } = useTranslation();

  if (session.loading) return <LoadingState text={t("common:loading")} />;
  if (!session.authenticated)
    return (
      <Container sx={{ py: 6 }}>
        <Typography>{t("profile:loginFirst")}</Typography>
      </Container>
    );

  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t("profile:title")}
      </Typography>
      {practice}
      <Paper sx={{ mb: 3 }}>
        <Tabs
          value={section}
          onChange={(_event, value: Section) => setSearch({ section: value })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t("profile:sections")}
        >
          {sections.map((key) => (
            <Tab key={key} value={key} label={t(labels[key])} />
          ))}
        </Tabs>
      </Paper>
      {section === "courses" && <MyCoursesTab />}
      {section === "certificates" && <CertificatesTab />}
      {section === "purchases" && <PurchasesTab />}
      {section === "downloads" && <DownloadsTab />}
      {section === "settings" && <SettingsSection cached={me} cachedLoading={loading} />}
    </Container>
  );
}

/**
 * Asks the server for the user each time the tab opens (spec section 2, Profile), and the form starts from that answer
 * (spec section 4). Offline, or when the fetch fails, the cached user stands in.
 */
function SettingsSection({ cached, cachedLoading }: { cached: UserFieldsFragment | null; cachedLoading: boolean }) {
  const { t } = useTranslation();
  const fresh = useQuery(MeDocument, { fetchPolicy: "network-only" });
  if (fresh.loading) return <LoadingState text={t("common:loading")} />;
  const user = fresh.data?.me ?? cached;
  if (user) return <SettingsTab key={user.id} user={user} />;
  return cachedLoading ? <LoadingState text={t("common:loading")} /> : null;
}
