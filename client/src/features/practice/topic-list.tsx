// The public list of subjects and their topics with question counts, for one exam or all (server-rendered, like the
// other public listings). A visitor is asked to sign in: practising needs an account (docs/practice.md).
import { Link as RouterLink, useSearchParams } from "react-router";
import { useQuery } from "@apollo/client/react";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  List,
  ListItem,
  MenuItem,
  TextField,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { PracticeSubjectsDocument } from "../../gql/graphql.ts";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { useFormat } from "../../i18n/use-format.ts";
import { nameIn } from "./names.ts";

export function TopicList({ signedIn }: { signedIn: boolean }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const [search, setSearch] = useSearchParams();
  const exam = search.get("exam") || null;
  const { data, loading, error } = useQuery(PracticeSubjectsDocument, { variables: { exam } });
  const subjects = data?.practiceSubjects ?? [];
  const topicPath = (id: string) => `/practice/topics/${id}${exam ? `?exam=${encodeURIComponent(exam)}` : ""}`;

  return (
    <>
      <TextField
        select
        label={t("practice:page.exam")}
        value={exam ?? ""}
        onChange={(event) => setSearch(event.target.value ? { exam: event.target.value } : {})}
        sx={{ minWidth: 240, mb: 3 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t("practice:page.allExams")}</MenuItem>
        {(data?.practiceExams ?? []).map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      {loading && !data ? (
        <LoadingState text={t("common:loading")} />
      ) : error && !data ? (
        <Alert severity="error">{t("practice:page.failed")}</Alert>
      ) : !subjects.some((subject) => subject.topics.some((topic) => topic.questionCount > 0)) ? (
        <Alert severity="info">{t("practice:page.empty")}</Alert>
      ) : (
        <Grid container spacing={3}>
          {subjects.map((subject) => (
            <Grid key={subject.id} size={{ xs: 12, md: 6 }}>
              <Card component="section" aria-labelledby={`subject-${subject.id}`} sx={{ height: "100%" }}>
                <CardContent>
                  <Typography id={`subject-${subject.id}`} variant="h6" component="h2">
                    {nameIn(subject, i18n.language)}
                  </Typography>
                  <List disablePadding>
                    {subject.topics
                      .filter((topic) => topic.questionCount > 0)
                      .map((topic) => {
                        const name = nameIn(topic, i18n.language);
                        const path = topicPath(topic.id);
                        return (
                          <ListItem
                            key={topic.id}
                            divider
                            disableGutters
                            data-testid="practice-topic"
                            sx={{ gap: 1, flexWrap: "wrap", justifyContent: "space-between" }}
                          >
                            <Box sx={{ minWidth: 0 }}>
                              <Typography>{name}</Typography>
                              <Typography variant="body2" color="text.secondary">
                                {t("practice:page.questions", {
                                  count: topic.questionCount,
                                  value: format.number(topic.questionCount),
                                })}
                              </Typography>
                            </Box>
                            <Button
                              component={RouterLink}
                              to={signedIn ? path : `/login?returnTo=${encodeURIComponent(path)}`}
                              variant={signedIn ? "contained" : "outlined"}
                              aria-label={signedIn ? t("practice:page.practiseTopic", { topic: name }) : undefined}
                              sx={{ minHeight: 48 }}
                            >
                              {signedIn ? t("practice:page.practise") : t("practice:page.signIn")}
                            </Button>
                          </ListItem>
                        );
                      })}
                  </List>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
