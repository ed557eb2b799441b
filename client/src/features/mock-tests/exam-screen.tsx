// The exam screen (docs/mock-tests.md): countdown by the server's clock, section tabs, the question, the standard
// buttons and the palette. Answers go to the device first and to the server in order (use-exam-session.ts).
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useMutation } from "@apollo/client/react";
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Paper,
  Stack,
  Tab,
  Tabs,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { SubmitMockTestAttemptDocument, type MockTestAttemptPaperFragment } from "../../gql/graphql.ts";
import { useOffline } from "../../lib/pwa/connectivity.ts";
import { ExamQuestion } from "./exam-question.tsx";
import { paletteCounts } from "./palette-state.ts";
import { QuestionPalette } from "./question-palette.tsx";
import { isBusy, retryAfterOf, retryDelayMs } from "../../lib/pwa/retry-rules.ts";
import { isOpen, liveSection, sectionRemainingMs } from "./section-clock.ts";
import { formatClock, useCountdown } from "./use-countdown.ts";
import { useExamSession, type QuestionEntry } from "./use-exam-session.ts";

/** How often a pending submission checks whether it may be sent again. */
const SUBMIT_TICK_MS = 1_000;
/** The pause before sending a submission again after the server could not be reached. */
const SUBMIT_RETRY_MS = 5_000;

const blank: QuestionEntry = { visited: false, option: null, markedForReview: false, seq: 0, timeSpentSeconds: 0 };

export function ExamScreen({
  attempt,
  title,
  resultPath,
}: {
  attempt: MockTestAttemptPaperFragment;
  title: string;
  resultPath: string;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const offline = useOffline();
  const { entries, pending, refused, visit, change, flush } = useExamSession(attempt);
  const [submit] = useMutation(SubmitMockTestAttemptDocument);
  const questions = useMemo(
    () =>
      attempt.sections.flatMap((section) =>
        section.questions.map((question) => ({ ...question, sectionId: section.id })),
      ),
    [attempt.sections],
  );
  const [currentId, setCurrentId] = useState(questions[0]?.id ?? "");
  const [language, setLanguage] = useState<"en" | "hi">(i18n.language === "hi" ? "hi" : "en");
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const enteredAt = useRef(Date.now());
  const remaining = useCountdown(attempt.endsAt, attempt.serverNow);

  const index = Math.max(
    0,
    questions.findIndex((question) => question.id === currentId),
  );
  const current = questions[index];
  const entryOf = (id: string) => entries?.get(id) ?? blank;
  // The server's clock now, from the countdown that already corrects the phone's.
  const serverNowMs = Date.parse(attempt.endsAt) - remaining;
  // Untimed sections are all open together; the current one's own clock counts when it has one.
  const currentSection = attempt.sections.find((section) => section.id === current?.sectionId) ?? null;
  const currentOpen = !!currentSection && isOpen(currentSection, serverNowMs);
  const live = currentOpen ? currentSection : liveSection(attempt.sections, serverNowMs);
  const sectionLeft = sectionRemainingMs(live, attempt.endsAt, serverNowMs);
  const shownLeft = sectionLeft ?? remaining;

  // When a section with its own limit ends, the learner moves to the next one (its answers are closed).
  const liveId = live?.id;
  useEffect(() => {
    if (!liveId || currentOpen) return;
    const first = questions.find((question) => question.sectionId === liveId);
    if (first) {
      enteredAt.current = Date.now();
      setCurrentId(first.id);
    }
  }, [liveId, currentOpen, questions]);

  useEffect(() => {
    if (entries && current) visit(current.id);
  }, [entries, current, visit]);

  /** Seconds on the current question since it was opened (or last saved), for time per question and section. */
  const takeSeconds = () => {
    const seconds = (Date.now() - enteredAt.current) / 1000;
    enteredAt.current = Date.now();
    return seconds;
  };

  const goTo = (id: string) => {
    enteredAt.current = Date.now();
    setCurrentId(id);
  };
  const next = () => goTo(questions[Math.min(index + 1, questions.length - 1)].id);

  const busy = useRef(false);
  // When the submission may be sent again: at once, then after a failed round.
  const nextTry = useRef(0);
  const trySubmit = useCallback(async () => {
    if (busy.current || Date.now() < nextTry.current) return;
    busy.current = true;
    try {
      // What is still on the device goes first; offline, the submission waits for the connection (the server's
      // grace and its own auto-submission cover a connection that does not come back in time).
      if ((await flush()) > 0) {
        nextTry.current = Date.now() + SUBMIT_RETRY_MS;
        return;
      }
      await submit({ variables: { attemptId: attempt.id } });
      navigate(resultPath, { replace: true });
    } catch (error) {
      // Refused for load at a deadline: again after the server's Retry-After, spread (lib/pwa/retry-rules.ts), so a class's
      // submissions come back as the server can take them; unreachable: the next round after the usual pause.
      nextTry.current = Date.now() + (isBusy(error) ? retryDelayMs(retryAfterOf(error)) : SUBMIT_RETRY_MS);
    } finally {
      busy.current = false;
    }
  }, [flush, submit, attempt.id, navigate, resultPath]);

  const timeUp = remaining <= 0;
  useEffect(() => {
    if (timeUp) setSubmitting(true);
  }, [timeUp]);
  useEffect(() => {
    if (!submitting) return;
    const retry = () => void trySubmit();
    // Back online: at once, whatever the pause.
    const online = () => {
      nextTry.current = 0;
      retry();
    };
    retry();
    const timer = setInterval(retry, SUBMIT_TICK_MS);
    window.addEventListener("online", online);
    return () => {
      clearInterval(timer);
      window.removeEventListener("online", online);
    };
  }, [submitting, trySubmit]);

  if (!entries || !current) return null;
  const entry = entryOf(current.id);
  const all = questions.map((question) => entryOf(question.id));
  const counts = paletteCounts(all);
  const sectionQuestions = questions.filter((question) => question.sectionId === current.sectionId);

  return (
    <Box sx={{ maxWidth: 1100, mx: "auto", p: { xs: 1, sm: 2 } }} data-testid="exam-screen">
      <Stack
        direction="row"
        sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 1, mb: 1 }}
      >
        <Typography variant="h6" component="h1" sx={{ fontSize: { xs: 16, sm: 20 } }}>
          {title}
        </Typography>
        <Chip
          color={shownLeft < 60_000 ? "error" : "primary"}
          label={`${t(sectionLeft === null ? "mockTests:exam.timeLeft" : "mockTests:exam.sectionTimeLeft")} ${formatClock(shownLeft)}`}
          role="timer"
          data-testid="exam-timer"
        />
      </Stack>
      {offline && (
        <Alert severity="warning" role="status" sx={{ mb: 1 }} data-testid="exam-offline">
          {t("mockTests:exam.offline")}
        </Alert>
      )}
      {refused && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {t(refused === "sectionNotOpen" ? "mockTests:exam.sectionNotOpen" : "mockTests:exam.refused")}
        </Alert>
      )}
      {(timeUp || (submitting && offline)) && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {offline ? t("mockTests:exam.offlineSubmit") : t("mockTests:exam.timeUp")}
        </Alert>
      )}
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}>
        <Typography variant="caption" color="text.secondary" data-testid="exam-sync">
          {pending > 0 ? t("mockTests:exam.pending", { count: pending }) : t("mockTests:exam.allSaved")}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={language}
          onChange={(_event, value) => value && setLanguage(value)}
          aria-label={t("mockTests:exam.language")}
        >
          <ToggleButton value="en" lang="en">
            English
          </ToggleButton>
          <ToggleButton value="hi" lang="hi">
            हिंदी
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Tabs
        value={current.sectionId}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: "divider", mb: 1 }}
        onChange={(_event, sectionId: string) =>
          goTo(questions.find((question) => question.sectionId === sectionId)!.id)
        }
      >
        {attempt.sections.map((section) => (
          <Tab
            key={section.id}
            value={section.id}
            label={section.name}
            disabled={!!live && !isOpen(section, serverNowMs)}
            sx={{ textTransform: "none" }}
          />
        ))}
      </Tabs>
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "1fr 300px" }, gap: 2 }}>
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <ExamQuestion
            question={current}
            number={index + 1}
            language={language}
            option={entry.option}
            onChoose={(option) => void change(current.id, { option, addSeconds: takeSeconds() })}
          />
          <Divider sx={{ my: 2 }} />
          <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 1, flexWrap: "wrap" }}>
            <Button
              variant="contained"
              color="success"
              onClick={() => {
                void change(current.id, { markedForReview: false, addSeconds: takeSeconds() });
                next();
              }}
            >
              {t("mockTests:exam.saveNext")}
            </Button>
            <Button
              variant="contained"
              color="secondary"
              onClick={() => {
                void change(current.id, { markedForReview: true, addSeconds: takeSeconds() });
                next();
              }}
            >
              {t("mockTests:exam.markNext")}
            </Button>
            <Button
              variant="outlined"
              onClick={() =>
                void change(current.id, { option: null, markedForReview: false, addSeconds: takeSeconds() })
              }
            >
              {t("mockTests:exam.clear")}
            </Button>
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            {t("mockTests:exam.palette")}
          </Typography>
          <QuestionPalette
            questions={sectionQuestions.map((question) => ({
              id: question.id,
              number: questions.indexOf(question) + 1,
              ...entryOf(question.id),
            }))}
            all={all}
            currentId={current.id}
            onSelect={goTo}
          />
          <Button
            fullWidth
            variant="contained"
            color="error"
            sx={{ mt: 2 }}
            disabled={submitting}
            onClick={() => setConfirming(true)}
          >
            {submitting ? t("mockTests:exam.submitting") : t("mockTests:exam.submit")}
          </Button>
        </Paper>
      </Box>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{t("mockTests:exam.confirmTitle")}</DialogTitle>
        <DialogContent>
          {t("mockTests:exam.confirmText", {
            answered: counts.answered + counts.answeredMarked,
            notAnswered: counts.notAnswered + counts.notVisited,
            marked: counts.marked + counts.answeredMarked,
          })}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t("mockTests:exam.cancel")}</Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => {
              setConfirming(false);
              setSubmitting(true);
            }}
          >
            {t("mockTests:exam.confirm")}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
