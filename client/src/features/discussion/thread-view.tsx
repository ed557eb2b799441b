import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Box, Button, Chip, Divider, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import {
  AcceptAnswerDocument,
  DiscussionThreadDocument,
  EditPostDocument,
  type DiscussionAnswerFieldsFragment,
  type DiscussionQuestionFieldsFragment,
} from "../../gql/graphql.ts";
import { SafeHtml } from "../../components/ui/safe-html.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { loadErrorMessage, serverMessage } from "../../lib/errors.ts";
import { useFormat } from "../../i18n/use-format.ts";
import { PostActions, PostBadges } from "./post-actions.tsx";
import { PostForm } from "./post-form.tsx";
import { usePostOutbox } from "./use-post-outbox.ts";
import { liveReadContext } from "./use-discussion-live.ts";
import { WaitingPost } from "./waiting-post.tsx";

const postBody = { overflowWrap: "anywhere", "& pre": { bgcolor: "action.hover", p: 1, overflowX: "auto" } } as const;

/**
 * One question with its answers: answer, vote, accept (offered to whom the server lets accept: the asker and the
 * course's staff), edit and delete one's own, report.
 */
export function ThreadView({ questionId, onBack }: { questionId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const thread = useQuery(DiscussionThreadDocument, {
    variables: { id: questionId },
    fetchPolicy: "cache-and-network",
    context: liveReadContext,
  });
  const place = `question:${questionId}` as const;
  const outbox = usePostOutbox(place);
  const [problem, setProblem] = useState<string | null>(null);
  const question = thread.data?.question;
  if (thread.error && !question)
    return (
      <Stack spacing={2}>
        <Alert severity="error">{loadErrorMessage(thread.error)}</Alert>
        <Button onClick={onBack}>{t("discussion:back")}</Button>
      </Stack>
    );
  if (!question) return <LoadingState text={t("discussion:loading")} />;
  const refetch = () => void thread.refetch();
  return (
    <Stack spacing={2}>
      <Box>
        <Button onClick={onBack}>{t("discussion:back")}</Button>
      </Box>
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <PostView post={question} heading onChanged={onBack} onError={setProblem} />
      <Divider />
      <Typography variant="h6" component="h3">
        {t("discussion:answers", { count: question.answers.length })}
      </Typography>
      {question.answers.map((item) => (
        <AnswerView
          key={item.id}
          answer={item}
          mayAccept={question.viewerCanAccept}
          onChanged={refetch}
          onError={setProblem}
        />
      ))}
      {outbox.waiting.map((post) => (
        <WaitingPost key={post.clientId} post={post} />
      ))}
      {question.locked ? (
        <Alert severity="info">{t("discussion:locked")}</Alert>
      ) : (
        <PostForm
          key={outbox.refusals}
          draft={{ userId: outbox.userId, place }}
          bodyLabel={t("discussion:yourAnswer")}
          submitLabel={t("discussion:postAnswer")}
          onSubmit={({ body }) => outbox.send({ body })}
        />
      )}
    </Stack>
  );
}

type PostViewProps = {
  post: DiscussionQuestionFieldsFragment | DiscussionAnswerFieldsFragment;
  heading?: boolean;
  onChanged: () => void;
  onError: (message: string) => void;
  children?: React.ReactNode;
};

function PostView({ post, heading, onChanged, onError, children }: PostViewProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [editing, setEditing] = useState(false);
  const [edit] = useMutation(EditPostDocument);
  const title = "title" in post ? post.title : undefined;
  if (editing)
    return (
      <PostForm
        withTitle={title !== undefined}
        initialTitle={title}
        initialBody={post.body}
        bodyLabel={t("discussion:bodyLabel")}
        submitLabel={t("discussion:save")}
        onCancel={() => setEditing(false)}
        onSubmit={(values) =>
          edit({
            variables: { postId: post.id, title: title === undefined ? null : values.title, body: values.body },
          }).then(() => {
            setEditing(false);
            onChanged();
          })
        }
      />
    );
  return (
    <Box component="article" aria-label={title ?? t("discussion:answerBy", { name: post.authorName })}>
      {heading && (
        <Typography variant="h5" component="h2" sx={{ overflowWrap: "anywhere" }}>
          {title}
        </Typography>
      )}
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", my: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t("discussion:byline", { name: post.authorName, date: format.date(post.createdAt, "dateTime") })}
          {post.editedAt ? ` · ${t("discussion:edited")}` : ""}
        </Typography>
        <PostBadges post={post} />
      </Box>
      <SafeHtml html={post.body} sx={postBody} />
      <PostActions post={post} onEdit={() => setEditing(true)} onChanged={onChanged} onError={onError}>
        {children}
      </PostActions>
    </Box>
  );
}

function AnswerView({
  answer,
  mayAccept,
  onChanged,
  onError,
}: {
  answer: DiscussionAnswerFieldsFragment;
  mayAccept: boolean;
  onChanged: () => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [accept, accepting] = useMutation(AcceptAnswerDocument);
  return (
    <Box sx={{ pl: 2, borderLeft: 3, borderColor: answer.accepted ? "success.main" : "divider" }}>
      {answer.accepted && <Chip size="small" color="success" label={t("discussion:accepted")} sx={{ mb: 0.5 }} />}
      <PostView post={answer} onChanged={onChanged} onError={onError}>
        {mayAccept && (
          <Button
            size="small"
            disabled={accepting.loading}
            onClick={() =>
              accept({ variables: { answerId: answer.id } }).then(onChanged, (error: unknown) =>
                onError(serverMessage(error, t("discussion:failed"))),
              )
            }
          >
            {answer.accepted ? t("discussion:unaccept") : t("discussion:accept")}
          </Button>
        )}
      </PostView>
    </Box>
  );
}
