// A practice set one question at a time (docs/practice.md): answer, see the verdict and the explanation, go on; a
// summary at the end. Topic sets and the Revise set use the same player.
import { useRef, useState, type ReactNode } from "react";
import { useMutation } from "@apollo/client/react";
import { Alert, Button, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { SetPracticeBookmarkDocument, type PracticeSetFieldsFragment } from "../../gql/graphql.ts";
import { newClientId } from "../../lib/pwa/client-id.ts";
import { answer, answerOf, isFinished, next, startRun, type PracticeRun } from "./practice-run.ts";
import { QuestionCard } from "./question-card.tsx";
import type { QuestionLanguage } from "./question-language.ts";
import { ReportDialog } from "./report-dialog.tsx";
import { SetSummary } from "./set-summary.tsx";
import { usePracticeAnswers } from "./use-practice-answers.ts";

interface Props {
  set: PracticeSetFieldsFragment;
  /** Offered with the summary: another set of the same kind. */
  again: ReactNode;
}

export function PracticePlayer({ set, again }: Props) {
  const { t, i18n } = useTranslation();
  const [run, setRun] = useState<PracticeRun>(() => startRun(Date.now()));
  const [chosenLanguage, setChosenLanguage] = useState<Record<string, QuestionLanguage>>({});
  const [reporting, setReporting] = useState(false);
  const [queued, setQueued] = useState(false);
  const [bookmark] = useMutation(SetPracticeBookmarkDocument);
  const send = usePracticeAnswers();
  const top = useRef<HTMLDivElement>(null);
  const questions = set.questions;

  if (!questions.length) return <Alert severity="info">{t("practice:player.empty")}</Alert>;
  if (isFinished(run, questions.length)) return <SetSummary set={set} run={run} again={again} />;

  const question = questions[run.index]!;
  const given = answerOf(run, question.id);
  const language = chosenLanguage[question.id] ?? (i18n.language === "hi" ? "hi" : "en");

  function choose(choice: number) {
    const after = answer(run, question, choice, Date.now(), newClientId());
    setRun(after);
    const recorded = answerOf(after, question.id)!;
    void send(recorded).then((delivery) => setQueued(delivery === "queued"));
  }

  function goOn() {
    setRun((current) => next(current, Date.now()));
    top.current?.focus();
  }

  return (
    <div ref={top} tabIndex={-1} style={{ outline: "none" }}>
      <QuestionCard
        key={question.id}
        question={question}
        number={run.index + 1}
        total={questions.length}
        language={language}
        onLanguage={(value) => setChosenLanguage((current) => ({ ...current, [question.id]: value }))}
        given={given}
        onChoose={choose}
        actions={
          <Stack spacing={1.5}>
            {queued && <Alert severity="info">{t("practice:player.savedOffline")}</Alert>}
            {given && (
              <Button variant="contained" size="large" onClick={goOn} sx={{ minHeight: 48 }}>
                {run.index + 1 < questions.length ? t("practice:player.next") : t("practice:player.finish")}
              </Button>
            )}
            <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
              <Button
                variant={question.bookmarked ? "contained" : "outlined"}
                color="secondary"
                aria-pressed={question.bookmarked}
                onClick={() =>
                  void bookmark({
                    variables: { questionId: question.id, bookmarked: !question.bookmarked },
                    optimisticResponse: {
                      setPracticeBookmark: {
                        __typename: "PracticeQuestion",
                        id: question.id,
                        bookmarked: !question.bookmarked,
                      },
                    },
                  }).catch(() => undefined)
                }
                sx={{ minHeight: 48 }}
              >
                {question.bookmarked ? t("practice:player.bookmarked") : t("practice:player.bookmark")}
              </Button>
              <Button variant="text" onClick={() => setReporting(true)} sx={{ minHeight: 48 }}>
                {t("practice:player.report")}
              </Button>
            </Stack>
          </Stack>
        }
      />
      <ReportDialog questionId={question.id} open={reporting} onClose={() => setReporting(false)} />
    </div>
  );
}
