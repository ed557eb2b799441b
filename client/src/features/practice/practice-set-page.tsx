// A practice set of one topic (/practice/topics/:topicId) or the day's Revise set (/practice/revise). Each opening
// asks the server for a fresh set; when the network fails, the service worker answers with the set it kept from the
// last opening (sw/graphql-cache.ts), so a topic practised online can be practised again offline. A set the learner
// downloaded (offline-sets.ts) is their own copy: it opens when the server cannot be reached.
import { useState } from "react";
import { Link as RouterLink, useParams, useSearchParams } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Alert, Box, Button, Container, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { PracticeReviseSetDocument, PracticeSetDocument, type PracticeSetFieldsFragment } from "../../gql/graphql.ts";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { useSession } from "../../lib/session/session-context.tsx";
import { currentLearner, offlineSet, saveOfflineSet, type SetKey } from "./offline-sets.ts";
import { PracticePlayer } from "./practice-player.tsx";

type Download = "idle" | "saving" | "saved" | "failed";

/** 'Download for offline': keeps the set on screen on this phone, with the pictures it names. */
function DownloadButton({
  learnerId,
  setKey,
  set,
}: {
  learnerId: string;
  setKey: SetKey;
  set: PracticeSetFieldsFragment;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<Download>(() =>
    offlineSet(learnerId, setKey)?.set.id === set.id ? "saved" : "idle",
  );
  const download = async () => {
    setState("saving");
    try {
      await saveOfflineSet(learnerId, setKey, set);
      setState("saved");
    } catch {
      setState("failed");
    }
  };
  return (
    <Box sx={{ mb: 2 }}>
      <Button
        variant="outlined"
        disabled={state === "saving" || state === "saved"}
        onClick={() => void download()}
        sx={{ minHeight: 48 }}
      >
        {state === "saved" ? t("practice:offline.downloaded") : t("practice:offline.download")}
      </Button>
      <Typography role="status" variant="body2" sx={{ mt: 1 }}>
        {state === "saved"
          ? t("practice:offline.downloadedNote")
          : state === "failed"
            ? t("practice:offline.noRoom")
            : ""}
      </Typography>
    </Box>
  );
}

function SetScreen({
  title,
  setKey,
  set: fetched,
  loading,
  failed,
  onAgain,
}: {
  title: string;
  setKey: SetKey;
  set: PracticeSetFieldsFragment | undefined;
  loading: boolean;
  failed: boolean;
  onAgain: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const learner = currentLearner();
  // The server's set when it answers; else, after a failure, the learner's downloaded copy.
  const downloaded = !fetched && failed && learner ? offlineSet(learner, setKey) : null;
  const set = fetched ?? downloaded?.set;
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
        <>
          {downloaded ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t("practice:offline.usingDownload")}
            </Alert>
          ) : (
            learner && set.questions.length > 0 && <DownloadButton learnerId={learner} setKey={setKey} set={set} />
          )}
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
        </>
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
      setKey={topicId}
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
      setKey="revise"
      set={query.data?.reviseSet}
      loading={query.loading}
      failed={!!query.error}
      onAgain={() => query.refetch()}
    />
  );
}
