import { useMemo } from "react";
import { useNavigate } from "react-router";
import { useMutation, useQuery } from "@apollo/client/react";
import { Box, Button, Card, CardContent, Chip, Grid, Stack, Typography } from "@mui/material";
import { ExamCategoriesDocument, ExamsDocument, RegisterForExamDocument, type ExamsQuery } from "../../gql/graphql.ts";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { serverMessage } from "../../lib/errors.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { examsMeta } from "./listing-meta.ts";
import { tokenStore } from "../../lib/session/token-store.ts";
import { countBy } from "./listing-filters.ts";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { ListState, PageSection, StatTiles } from "./listing-ui.tsx";
import { useFormat } from "../../i18n/use-format.ts";
import { useTranslation } from "react-i18next";

// Named in the reader's language (listings:exams.centerNames): a city's name is a text like any other.
const examCenters = ["delhi", "chandigarh", "noida", "mumbai", "bengaluru", "hyderabad"] as const;
type Exam = ExamsQuery["exams"][number];

export const isExamFull = (exam: Pick<Exam, "currentParticipants" | "maxParticipants">) =>
  exam.currentParticipants >= exam.maxParticipants;

/** The server refuses registration once the exam date has passed; the card says so up front. */
export const isRegistrationClosed = (exam: Pick<Exam, "examDate">, now = Date.now()) =>
  new Date(exam.examDate).getTime() <= now;

function ExamCard({ exam, onRegister, busy }: { exam: Exam; onRegister: () => void; busy: boolean }) {
  const full = isExamFull(exam);
  const closed = isRegistrationClosed(exam);
  const { t } = useTranslation();
  const format = useFormat();
  // Spec section 2: 'Register Now', or disabled 'Full'; a learner already registered sees a disabled 'Registered'
  // (the server's isRegistered, so it holds across reloads).
  const registered = exam.isRegistered;
  const label = registered
    ? t("listings:exams.registeredBadge")
    : closed
      ? t("listings:exams.closed")
      : full
        ? t("listings:exams.full")
        : t("listings:exams.register");
  return (
    // The exam reminder links here (docs/notifications.md): /exams#exam-<id>.
    <Card
      id={`exam-${exam.id}`}
      data-testid="exam-card"
      sx={{ height: "100%", display: "flex", flexDirection: "column" }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <Chip size="small" label={exam.category} color="primary" variant="outlined" />
          <Chip
            size="small"
            label={exam.mode === "online" ? t("listings:exams.online") : t("listings:exams.offline")}
          />
        </Stack>
        <Typography variant="h6" component="h3">
          {exam.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {exam.description}
        </Typography>
        <Typography variant="body2">{t("listings:exams.date", { date: format.date(exam.examDate) })}</Typography>
        <Typography variant="body2">
          {t("listings:exams.duration", { count: exam.duration, value: format.number(exam.duration) })}
        </Typography>
        <Typography variant="body2">{t("listings:location", { location: exam.location })}</Typography>
        <Typography variant="body2" data-testid="exam-participants">
          {t("listings:exams.seats", {
            registered: format.number(exam.currentParticipants),
            seats: format.number(exam.maxParticipants),
          })}
        </Typography>
      </CardContent>
      <Box sx={{ p: 2, pt: 0 }}>
        <Button variant="contained" fullWidth disabled={registered || closed || full || busy} onClick={onRegister}>
          {label}
        </Button>
      </Box>
    </Card>
  );
}

export function ExamsPage() {
  const exams = useQuery(ExamsDocument);
  const categories = useQuery(ExamCategoriesDocument);
  const [register, registration] = useMutation(RegisterForExamDocument);
  const navigate = useNavigate();
  const { t } = useTranslation();
  const format = useFormat();
  const list = useMemo(() => exams.data?.exams ?? [], [exams.data]);
  usePageMeta(examsMeta(list, t));
  const categoryList = useMemo(() => {
    if (categories.data?.examCategories.length) return categories.data.examCategories;
    if (categories.error) console.error("Exam categories failed to load", categories.error);
    return [...countBy(list, (exam) => exam.category)].map(([name, count]) => ({ name, count }));
  }, [categories.data, categories.error, list]);

  const registerFor = async (exam: Exam) => {
    if (!tokenStore.get()) return navigate("/login", { state: { returnTo: "/exams" } });
    try {
      await register({ variables: { examId: exam.id } });
      // Spec section 8 uses browser alerts for the registration result.
      window.alert(t("listings:exams.registered"));
    } catch (error) {
      window.alert(serverMessage(error, t("listings:exams.registerFailed")));
    }
  };

  const tiles = [
    { label: t("listings:exams.upcoming"), value: format.number(list.length) },
    { label: t("listings:exams.categories"), value: format.number(categoryList.length) },
    {
      label: t("listings:exams.totalRegistrations"),
      value: format.number(list.reduce((sum, exam) => sum + exam.currentParticipants, 0)),
    },
    {
      label: t("listings:exams.availableSlots"),
      value: format.number(
        list.reduce((sum, exam) => sum + Math.max(0, exam.maxParticipants - exam.currentParticipants), 0),
      ),
    },
  ];

  return (
    <>
      <PageHero title={t("listings:exams.upcoming")} subtitle={t("listings:exams.subtitle")} />
      <PageSection title={t("listings:exams.glance")}>
        <StatTiles tiles={tiles} />
      </PageSection>
      <PageSection title={t("listings:exams.categories")}>
        <Grid container spacing={2}>
          {categoryList.map((category) => (
            <Grid key={category.name} size={{ xs: 6, md: 3 }}>
              <Card>
                <CardContent>
                  <Typography variant="h6" component="h3">
                    {category.name}
                  </Typography>
                  <Typography color="text.secondary">
                    {t("listings:exams.count", { count: category.count, value: format.number(category.count) })}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </PageSection>
      <PageSection title={t("listings:exams.centers")}>
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
          {examCenters.map((center) => (
            <Chip key={center} label={t(`listings:exams.centerNames.${center}`)} color="secondary" variant="outlined" />
          ))}
        </Stack>
      </PageSection>
      <PageSection title={t("listings:exams.all")}>
        {exams.loading ? (
          <LoadingState text={t("common:loading")} />
        ) : (
          <>
            <ListState
              error={exams.error ? t("listings:exams.fetchFailed") : null}
              empty={!list.length}
              emptyText={t("listings:exams.empty")}
            />
            <Grid container spacing={3}>
              {list.map((exam) => (
                <Grid key={exam.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <ExamCard exam={exam} busy={registration.loading} onRegister={() => void registerFor(exam)} />
                </Grid>
              ))}
            </Grid>
          </>
        )}
      </PageSection>
    </>
  );
}
