import { Link as RouterLink } from "react-router";
import { Box, Button, Card, CardActionArea, CardContent, Container, Grid, Stack, Typography } from "@mui/material";

const featuredCourses = [
  { title: "C Programming", text: "Master the fundamentals of programming with C: variables, pointers, memory and problem solving." },
  { title: "Web Development", text: "Build modern websites with HTML, CSS, JavaScript and React, from first page to deployment." },
  { title: "Data Science", text: "Analyse data with Python, statistics and machine learning to answer real questions." },
];

export function Hero() {
  return (
    <Box sx={{ bgcolor: "primary.main", color: "primary.contrastText", py: { xs: 6, md: 10 } }}>
      <Container>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: "2rem", md: "3rem" } }}>
          Empowering Your Educational Journey
        </Typography>
        <Typography sx={{ mt: 2, maxWidth: 640 }}>
          Industry-aligned courses, expert faculty and a 90% placement success rate, built for students across India.
        </Typography>
        <Button component={RouterLink} to="/courses" variant="contained" color="secondary" size="large" sx={{ mt: 3 }}>
          Explore Courses
        </Button>
      </Container>
    </Box>
  );
}

export function AboutSection() {
  return (
    <Container component="section" aria-labelledby="home-about" sx={{ py: 6 }}>
      <Typography id="home-about" variant="h4" component="h2" gutterBottom>
        About VidyaPath
      </Typography>
      <Typography color="text.secondary">
        VidyaPath brings lessons, notes, slide decks and practice quizzes together with internships, exam registrations and
        placement openings. Our industry-aligned curriculum, expert faculty and focus on innovation have helped our learners
        reach a 90% placement success rate.
      </Typography>
    </Container>
  );
}

export function FeaturedCourses() {
  return (
    <Container component="section" aria-labelledby="home-featured" sx={{ py: 4 }}>
      <Typography id="home-featured" variant="h4" component="h2" gutterBottom>
        Featured Courses
      </Typography>
      <Grid container spacing={3}>
        {featuredCourses.map((course) => (
          <Grid key={course.title} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: "100%" }}>
              <CardActionArea component={RouterLink} to="/courses" sx={{ height: "100%" }}>
                <CardContent>
                  <Typography variant="h6" component="h3">{course.title}</Typography>
                  <Typography variant="body2" color="text.secondary">{course.text}</Typography>
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
  return (
    <Container component="section" aria-labelledby="home-testimonials" sx={{ py: 4 }}>
      <Typography id="home-testimonials" variant="h4" component="h2" gutterBottom>
        What Our Students Say
      </Typography>
      <Grid container spacing={3}>
        {[1, 2, 3].map((slot) => (
          <Grid key={slot} size={{ xs: 12, md: 4 }}>
            <Card variant="outlined"><CardContent><Typography color="text.secondary">Yet To Come....</Typography></CardContent></Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}

export function Promos() {
  return (
    <Container component="section" aria-label="Promotions" sx={{ py: 4 }}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: "100%", bgcolor: "#e3f2fd" }}>
            <CardContent>
              <Typography variant="h5" component="h2">Get placed with jobs up to Rs. 80,000</Typography>
              <Typography color="text.secondary" sx={{ my: 1 }}>Log in to track your courses and apply to openings from our partners.</Typography>
              <Stack direction="row" spacing={2}>
                <Button component={RouterLink} to="/login" variant="contained">Login</Button>
                <Button component={RouterLink} to="/placement" variant="outlined">Explore Placements</Button>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: "100%" }}>
            <CardContent>
              <Typography variant="h5" component="h2">Learn on the go with the VidyaPath app</Typography>
              <Typography color="text.secondary" sx={{ my: 1 }}>Our learning app for Android and iOS is on its way.</Typography>
              <Stack direction="row" spacing={2}>
                <Button variant="outlined" disabled>Processing...</Button>
                <Button variant="outlined" disabled>Processing...</Button>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Container>
  );
}
