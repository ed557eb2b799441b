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
import { formatDate, ListingHero, ListState, PageSection, StatTiles } from "./listing-ui.tsx";

const examCenters = ["Delhi", "Chandigarh", "Noida", "Mumbai", "Bengaluru", "Hyderabad"];
type Exam = ExamsQuery["exams"][number];

export const isExamFull = (exam: Pick<Exam, "currentParticipants" | "maxParticipants">) =>
  exam.currentParticipants >= exam.maxParticipants;

/** The server refuses registration once the exam date has passed (issue 15); the card says so up front. */
export const isRegistrationClosed = (exam: Pick<Exam, "examDate">, now = Date.now()) => new Date(exam.examDate).getTime() <= now;

function ExamCard({ exam, onRegister, busy }: { exam: Exam; onRegister: () => void; busy: boolean }) {
  const full = isExamFull(exam);
  const closed = isRegistrationClosed(exam);
  // Spec section 2: 'Register Now', or disabled 'Full'; a second registration is refused by the server.
  const label = closed ? "Registration closed" : full ? "Full" : "Register Now";
  return (
    <Card data-testid="exam-card" sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <Chip size="small" label={exam.category} color="primary" variant="outlined" />
          <Chip size="small" label={exam.mode === "online" ? "Online" : "Offline"} />
        </Stack>
        <Typography variant="h6" component="h3">{exam.title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{exam.description}</Typography>
        <Typography variant="body2">Date: {formatDate(exam.examDate)}</Typography>
        <Typography variant="body2">Duration: {exam.duration} minutes</Typography>
        <Typography variant="body2">Location: {exam.location}</Typography>
        <Typography variant="body2" data-testid="exam-participants">{exam.currentParticipants} registered of {exam.maxParticipants} seats</Typography>
      </CardContent>
      <Box sx={{ p: 2, pt: 0 }}>
        <Button variant="contained" fullWidth disabled={closed || full || busy} onClick={onRegister}>{label}</Button>
      </Box>
    </Card>
  );
}

export function ExamsPage() {
  const exams = useQuery(ExamsDocument);
  const categories = useQuery(ExamCategoriesDocument);
  const [register, registration] = useMutation(RegisterForExamDocument);
  const navigate = useNavigate();
  const list = exams.data?.exams ?? [];
  usePageMeta(examsMeta(list));
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
      window.alert("Successfully registered for the exam!");
    } catch (error) {
      window.alert(serverMessage(error, "Failed to register for exam"));
    }
  };

  const tiles = [
    { label: "Upcoming Exams", value: list.length },
    { label: "Exam Categories", value: categoryList.length },
    { label: "Total Registrations", value: list.reduce((sum, exam) => sum + exam.currentParticipants, 0) },
    { label: "Available Slots", value: list.reduce((sum, exam) => sum + Math.max(0, exam.maxParticipants - exam.currentParticipants), 0) },
  ];

  return (
    <>
      <ListingHero title="Upcoming Exams" subtitle="Register for certification and competitive exams at centers across India." />
      <PageSection title="At a Glance"><StatTiles tiles={tiles} /></PageSection>
      <PageSection title="Exam Categories">
        <Grid container spacing={2}>
          {categoryList.map((category) => (
            <Grid key={category.name} size={{ xs: 6, md: 3 }}>
              <Card><CardContent>
                <Typography variant="h6" component="h3">{category.name}</Typography>
                <Typography color="text.secondary">{category.count} exams</Typography>
              </CardContent></Card>
            </Grid>
          ))}
        </Grid>
      </PageSection>
      <PageSection title="Popular Exam Centers">
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
          {examCenters.map((center) => <Chip key={center} label={center} color="secondary" variant="outlined" />)}
        </Stack>
      </PageSection>
      <PageSection title="All Exams">
        {exams.loading ? <LoadingState text="Loading..." /> : (
          <>
            <ListState error={exams.error ? "Failed to fetch exams" : null} empty={!list.length} emptyText="No upcoming exams." />
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
