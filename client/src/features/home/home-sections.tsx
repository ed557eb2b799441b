import { Link as RouterLink } from "react-router";
import { Box, Button, Card, CardActionArea, CardContent, Container, Grid, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

const featuredCourses = [
  { title: "home:featured.c.title", text: "home:featured.c.text" },
  { title: "home:featured.web.title", text: "home:featured.web.text" },
  { title: "home:featured.data.title", text: "home:featured.data.text" },
];

export function Hero() {
  const { t } = useTranslation();
  return (
    <Box sx={{ bgcolor: "primary.main", color: "primary.contrastText", py: { xs: 6, md: 10 } }}>
      <Container>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: "2rem", md: "3rem" } }}>
          {t("home:hero.title")}
        </Typography>
        <Typography sx={{ mt: 2, maxWidth: 640 }}>{t("home:hero.text")}</Typography>
        <Button component={RouterLink} to="/courses" variant="contained" color="secondary" size="large" sx={{ mt: 3 }}>
          {t("home:hero.cta")}
        </Button>
      </Container>
    </Box>
  );
}

export function AboutSection() {
  const { t } = useTranslation();
  return (
    <Container component="section" aria-labelledby="home-about" sx={{ py: 6 }}>
      <Typography id="home-about" variant="h4" component="h2" gutterBottom>
        {t("home:about.title")}
      </Typography>
      <Typography color="text.secondary">{t("home:about.text")}</Typography>
    </Container>
  );
}

export function FeaturedCourses() {
  const { t } = useTranslation();
  return (
    <Container component="section" aria-labelledby="home-featured" sx={{ py: 4 }}>
      <Typography id="home-featured" variant="h4" component="h2" gutterBottom>
        {t("home:featured.title")}
      </Typography>
      <Grid container spacing={3}>
        {featuredCourses.map((course) => (
          <Grid key={course.title} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: "100%" }}>
              <CardActionArea component={RouterLink} to="/courses" sx={{ height: "100%" }}>
                <CardContent>
                  <Typography variant="h6" component="h3">
                    {t(course.title)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(course.text)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}

export function Testimonials() {
  const { t } = useTranslation();
  return (
    <Container component="section" aria-labelledby="home-testimonials" sx={{ py: 4 }}>
      <Typography id="home-testimonials" variant="h4" component="h2" gutterBottom>
        {t("home:testimonials.title")}
      </Typography>
      <Grid container spacing={3}>
        {[1, 2, 3].map((slot) => (
          <Grid key={slot} size={{ xs: 12, md: 4 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography color="text.secondary">{t("home:testimonials.soon")}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}

export function Promos() {
  const { t } = useTranslation();
  return (
    <Container component="section" aria-label={t("home:promos.label")} sx={{ py: 4 }}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: "100%", bgcolor: "#e3f2fd" }}>
            <CardContent>
              <Typography variant="h5" component="h2">
                {t("home:promos.placedTitle")}
              </Typography>
              <Typography color="text.secondary" sx={{ my: 1 }}>
                {t("home:promos.placedText")}
              </Typography>
              <Stack direction="row" spacing={2}>
                <Button component={RouterLink} to="/login" variant="contained">
                  {t("home:promos.login")}
                </Button>
                <Button component={RouterLink} to="/placement" variant="outlined">
                  {t("home:promos.explorePlacements")}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: "100%" }}>
            <CardContent>
              <Typography variant="h5" component="h2">
                {t("home:promos.appTitle")}
              </Typography>
              <Typography color="text.secondary" sx={{ my: 1 }}>
                {t("home:promos.appText")}
              </Typography>
              <Stack direction="row" spacing={2}>
                <Button variant="outlined" disabled>
                  {t("home:promos.processing")}
                </Button>
                <Button variant="outlined" disabled>
                  {t("home:promos.processing")}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Container>
  );
}
