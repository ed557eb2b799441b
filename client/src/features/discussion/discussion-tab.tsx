import { useEffect, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { Alert, Box, Button, Card, CardActionArea, Chip, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { discussionLimits } from "@app/schema/input-limits";
import { LessonQuestionsDocument, type QuestionSort } from "../../gql/graphql.ts";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { loadErrorMessage } from "../../lib/errors.ts";
import { readDraft } from "../../lib/pwa/post-drafts.ts";
import { PostBadges } from "./post-actions.tsx";
import { PostForm } from "./post-form.tsx";
import { ThreadView } from "./thread-view.tsx";
import { liveReadContext, useDiscussionLive } from "./use-discussion-live.ts";
import { usePostOutbox } from "./use-post-outbox.ts";
import { WaitingPost } from "./waiting-post.tsx";

const PAGE = 10;
const sorts: QuestionSort[] = ["NEWEST", "VOTES", "UNANSWERED"];

/** The lesson's questions and answers (docs/discussions.md), updated live while open. */
export function DiscussionTab({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<QuestionSort>("NEWEST");
  const [search, setSearch] = useState("");
  const place = `lesson:${lessonId}` as const;
  const outbox = usePostOutbox(place);
  // A question being written (kept on the device) opens with its draft.
  const [asking, setAsking] = useState(() => !!outbox.userId && !!readDraft(outbox.userId, place));
  const [open, setOpen] = useState<string | null>(null);
  const variables = { lessonId, first: PAGE, sort, search: search.trim() || null };
  const list = useQuery(LessonQuestionsDocument, {
    variables,
    fetchPolicy: "cache-and-network",
    context: liveReadContext,
  });
  useDiscussionLive(lessonId);
  // A question the server refused for good is the draft again: the form opens with it and the reason.
  useEffect(() => {
    if (outbox.refusals > 0) setAsking(true);
  }, [outbox.refusals]);

  if (open) return <ThreadView questionId={open} onBack={() => setOpen(null)} />;
  const page = list.data?.lessonQuestions;
  const loadMore = () =>
    list.fetchMore({
      variables: { ...variables, after: page?.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        lessonQuestions: {
          ...fetchMoreResult.lessonQuestions,
          nodes: [...previous.lessonQuestions.nodes, ...fetchMoreResult.lessonQuestions.nodes],
        },
      }),
    });

  return (
    <Stack spacing={2}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}>
        <Typography variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          {t("discussion:title")}
        </Typography>
        {!asking && (
          <Button variant="contained" onClick={() => setAsking(true)}>
            {t("discussion:ask")}
          </Button>
        )}
      </Box>
      {asking && (
        <PostForm
          key={outbox.refusals}
          withTitle
          draft={{ userId: outbox.userId, place }}
          bodyLabel={t("discussion:bodyLabel")}
          submitLabel={t("discussion:postQuestion")}
          onCancel={() => setAsking(false)}
          onSubmit={async (values) => {
            const delivery = await outbox.send(values);
            if (delivery === "sent" || delivery === "queued") setAsking(false);
            return delivery;
          }}
        />
      )}
      {outbox.waiting.map((post) => (
        <WaitingPost key={post.clientId} post={post} />
      ))}
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        <TextField
          select
          size="small"
          label={t("discussion:sort")}
          value={sort}
          onChange={(event) => setSort(event.target.value as QuestionSort)}
          sx={{ minWidth: 160 }}
        >
          {sorts.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`discussion:sorts.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label={t("discussion:search")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{ htmlInput: { maxLength: discussionLimits.search } }}
          sx={{ flexGrow: 1, minWidth: 160 }}
        />
      </Box>
      {list.error && !page && <Alert severity="error">{loadErrorMessage(list.error)}</Alert>}
      {!page && !list.error && <LoadingState text={t("discussion:loading")} />}
      {page && page.nodes.length === 0 && <Typography sx={{ py: 2 }}>{t("discussion:empty")}</Typography>}
      {page?.nodes.map((question) => (
        <Card key={question.id} variant="outlined">
          <CardActionArea onClick={() => setOpen(question.id)} sx={{ p: 1.5 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
              {question.title}
            </Typography>
            <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 0.5, alignItems: "center" }}>
              <Typography variant="body2" color="text.secondary">
                {t("discussion:summary", {
                  votes: question.voteCount,
                  answers: question.answerCount,
                  name: question.authorName,
                })}
              </Typography>
              {question.acceptedAnswerId && <Chip size="small" color="success" label={t("discussion:accepted")} />}
              {question.locked && <Chip size="small" label={t("discussion:lockedBadge")} />}
              <PostBadges post={question} />
            </Box>
          </CardActionArea>
        </Card>
      ))}
      {page?.pageInfo.hasNextPage && (
        <Box>
          <Button onClick={() => void loadMore()}>{t("discussion:loadMore")}</Button>
        </Box>
      )}
    </Stack>
  );
}
