// A practice set of one topic (/practice/topics/:topicId) or the day's Revise set (/practice/revise). Each opening
// asks the server for a fresh set; when the network fails, the service worker answers with the set it kept from the
// last opening (sw/graphql-cache.ts), so a topic practised online can be practised again offline.
import { useState } from "react";
import { Link as RouterLink, useParams, useSearchParams } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Alert, Button, Container, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { PracticeReviseSetDocument, PracticeSetDocument, type PracticeSetFieldsFragment } from "../../gql/graphql.ts";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { useSession } from "../../lib/session/session-context.tsx";
import { PracticePlayer } from "./practice-player.tsx";

function SetScreen({
  title,
  set,
  loading,
  failed,
  onAgain,
}: {
  title: string;
  set: PracticeSetFieldsFragment | undefined;
  loading: boolean;
  failed: boolean;
  onAgain: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  // Another set restarts the player even when the server (or, offline, the kept copy) answers with the same set.
  const [round, setRound] = useState(0);
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: "1.6rem", md: "2.1rem" } }}>
        {title}
      </Typography>
      {loading && !set ? (
        <LoadingState text={t("common:loading")} />
      ) : !set ? (
        <Alert severity="error">{failed ? t("practice:player.failed") : t("practice:player.empty")}</Alert>
      ) : (
        <PracticePlayer
          key={`${set.id}:${round}`}
          set={set}
          again={
            <Button
              variant="contained"
              onClick={() => void onAgain().finally(() => setRound((value) => value + 1))}
              sx={{ minHeight: 48 }}
            >
              {t("practice:summary.again")}
            </Button>
          }
        />
      )}
      {!set && (
        <Button component={RouterLink} to="/practice" sx={{ mt: 2, minHeight: 48 }}>
          {t("practice:player.back")}
        </Button>
      )}
    </Container>
  );
}

function SignInFirst() {
  const { t } = useTranslation();
  return (
    <Container sx={{ py: 6 }}>
      <Typography>{t("practice:page.signInNote")}</Typography>
    </Container>
  );
}

export function TopicSetPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { topicId = "" } = useParams();
  const [search] = useSearchParams();
  const exam = search.get("exam") || null;
  const query = useQuery(PracticeSetDocument, {
    variables: { topicId, exam },
    fetchPolicy: "network-only",
    skip: !session.authenticated,
  });
  if (session.loading) return <LoadingState text={t("common:loading")} />;
  if (!session.authenticated) return <SignInFirst />;
  return (
    <SetScreen
      title={t("practice:player.title")}
      set={query.data?.practiceSet}
      loading={query.loading}
      failed={!!query.error}
      onAgain={() => query.refetch()}
    />
  );
}

export function ReviseSetPage() {
  const { t } = useTranslation();
  const session = useSession();
  const query = useQuery(PracticeReviseSetDocument, { fetchPolicy: "network-only", skip: !session.authenticated });
  if (session.loading) return <LoadingState text={t("common:loading")} />;
  if (!session.authenticated) return <SignInFirst />;
  return (
    <SetScreen
      title={t("practice:player.reviseTitle")}
      set={query.data?.reviseSet}
      loading={query.loading}
      failed={!!query.error}
      onAgain={() => query.refetch()}
    />
  );
}
