// /practice (docs/practice.md): the public list of subjects and topics, server-rendered for visitors; a signed-in
// learner also gets the daily goal and streak, the Revise set and their topic figures.
import { Link as RouterLink, useSearchParams } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Alert, Button, Container, Paper, Stack, Tab, Tabs, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { PracticeProgressDocument } from "../../gql/graphql.ts";
import { useFormat } from "../../i18n/use-format.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSession } from "../../lib/session/session-context.tsx";
import { AnalyticsCard } from "./analytics-card.tsx";
import { ProgressSection } from "./progress-section.tsx";
import { TopicList } from "./topic-list.tsx";

const tabs = ["topics", "revise", "progress"] as const;
type PracticeTab = (typeof tabs)[number];
const tabLabels: Record<PracticeTab, string> = {
  topics: "practice:page.topicsTab",
  revise: "practice:page.reviseTab",
  progress: "practice:page.progressTab",
};

export function PracticePage() {
  const { t } = useTranslation();
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const tab = tabs.find((name) => name === search.get("tab")) ?? "topics";
  usePageMeta({ title: t("practice:page.title"), description: t("practice:page.metaDescription") });
  const signedIn = session.authenticated;

  return (
    <>
      <PageHero compact title={t("practice:page.title")} subtitle={t("practice:page.subtitle")} />
      <Container sx={{ py: 3 }}>
        {!signedIn ? (
          <>
            <Alert severity="info" sx={{ mb: 3 }}>
              {t("practice:page.signInNote")}
            </Alert>
            <TopicList signedIn={false} />
          </>
        ) : (
          <>
            <Paper sx={{ mb: 3 }}>
              <Tabs
                value={tab}
                onChange={(_event, value: PracticeTab) => setSearch(value === "topics" ? {} : { tab: value })}
                variant="fullWidth"
                aria-label={t("practice:page.tabs")}
              >
                {tabs.map((name) => (
                  <Tab key={name} value={name} label={t(tabLabels[name])} sx={{ minHeight: 48 }} />
                ))}
              </Tabs>
            </Paper>
            {tab === "topics" && (
              <>
                <ProgressSection compact />
                <TopicList signedIn />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
                  {t("practice:page.offlineNote")}
                </Typography>
              </>
            )}
            {tab === "revise" && <ReviseSection />}
            {tab === "progress" && (
              <Stack spacing={3}>
                <ProgressSection />
                <AnalyticsCard />
              </Stack>
            )}
          </>
        )}
      </Container>
    </>
  );
}

function ReviseSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data } = useQuery(PracticeProgressDocument, { fetchPolicy: "cache-and-network" });
  const due = data?.practiceProgress.reviseDue ?? 0;
  return (
    <Paper sx={{ p: 2 }} data-testid="practice-revise">
      {due > 0 ? (
        <>
          <Typography sx={{ mb: 2 }}>{t("practice:revise.due", { count: due, value: format.number(due) })}</Typography>
          <Button component={RouterLink} to="/practice/revise" variant="contained" sx={{ minHeight: 48 }}>
            {t("practice:revise.start")}
          </Button>
        </>
      ) : (
        <Typography>{t("practice:revise.none")}</Typography>
      )}
    </Paper>
  );
}
