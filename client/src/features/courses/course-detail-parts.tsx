import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  Grid,
  List,
  ListItem,
  Stack,
  Typography,
} from "@mui/material";
import type { ReactNode } from "react";
import type { CourseDetailQuery } from "../../gql/graphql.ts";
import { FallbackImage } from "../../components/placeholders/fallback-image.tsx";
import { fileUrl } from "../../lib/files.ts";
import { tagList } from "./catalogue-filter.ts";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format.ts";

export type CourseDetail = NonNullable<CourseDetailQuery["course"]>;

function usePriceText() {
  const { t } = useTranslation();
  const format = useFormat();
  return (paise: number) => (paise ? format.rupees(paise) : t("courses:detail.free"));
}

export function CourseHero({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const priceText = usePriceText();
  return (
    <Box sx={{ bgcolor: "grey.900", color: "common.white", py: { xs: 4, md: 6 } }}>
      <Container>
        <Grid container spacing={4} sx={{ alignItems: "center" }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <FallbackImage
              src={fileUrl(course.thumbnail)}
              picture={course.thumbnailSources}
              // The hero's column: the whole row on phones, 5/12 of the 1200 px container from 900 px.
              sizes="(min-width: 1200px) 480px, (min-width: 900px) 40vw, 100vw"
              alt={course.title}
              kind="course"
              size={800}
              width={400}
              height={192}
              loading="eager"
              fetchPriority="high"
              style={{ width: "100%", height: "auto", borderRadius: 12, aspectRatio: "25 / 12", objectFit: "cover" }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, mb: 2 }}>
              {course.level && <Chip label={course.level} sx={{ bgcolor: "primary.main", color: "common.white" }} />}
              <Chip
                label={t("courses:detail.minutes", { count: course.duration, value: format.number(course.duration) })}
                sx={{ bgcolor: "grey.700", color: "common.white" }}
              />
              <Chip label={priceText(course.pricePaise)} sx={{ bgcolor: "grey.700", color: "common.white" }} />
            </Stack>
            <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: "1.9rem", md: "2.6rem" } }}>
              {course.title}
            </Typography>
            <Typography sx={{ mt: 2, color: "grey.300" }}>{course.description}</Typography>
            {course.teacherName && (
              <Stack direction="row" spacing={1.5} sx={{ mt: 2, alignItems: "center" }}>
                <Avatar aria-hidden sx={{ bgcolor: "secondary.main" }}>
                  {course.teacherName.charAt(0).toUpperCase()}
                </Avatar>
                <Typography>{course.teacherName}</Typography>
              </Stack>
            )}
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}

function Section({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ whiteSpace: "pre-line" }}>{text}</Typography>
    </Box>
  );
}

function ChipSection({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
        {items.map((item) => (
          <Chip key={item} label={item} />
        ))}
      </Stack>
    </Box>
  );
}

export function CourseSections({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <Section title={t("courses:detail.about")} text={course.description} />
      <Section title={t("courses:detail.objectives")} text={course.learningObjectives} />
      <Section title={t("courses:detail.prerequisites")} text={course.prerequisites} />
      <Section title={t("courses:detail.audience")} text={course.targetAudience} />
      <ChipSection title={t("courses:detail.categories")} items={tagList(course.categories)} />
      <ChipSection title={t("courses:detail.tags")} items={tagList(course.tags)} />
    </>
  );
}

interface EnrollCardProps {
  course: CourseDetail;
  enrolled: boolean;
  pending: boolean;
  /** The learner's enrollment is not known yet. */
  checking?: boolean;
  /** A paid course's payment is being verified (docs/payments.md). */
  confirming?: boolean;
  /** False when paid courses cannot be bought here (no payment provider). */
  forSale?: boolean;
  /** The price after the learner's coupon, when one is applied (0: the coupon makes it free). */
  amountPaise?: number;
  /** The coupon field (coupon-field.tsx), shown above the buy button of a paid course. */
  coupon?: ReactNode;
  onEnroll: () => void;
  onContinue: () => void;
}

export function EnrollCard(props: EnrollCardProps) {
  const {
    course,
    enrolled,
    pending,
    checking = false,
    confirming = false,
    forSale = true,
    amountPaise = course.pricePaise,
    coupon,
    onEnroll,
    onContinue,
  } = props;
  const { t } = useTranslation();
  const priceText = usePriceText();
  const paid = course.pricePaise > 0;
  const label = paid
    ? pending
      ? t("courses:detail.paying")
      : amountPaise === 0
        ? t("courses:coupon.enrolFree")
        : t("courses:detail.buyFor", { price: priceText(amountPaise) })
    : pending
      ? t("courses:detail.enrolling")
      : t("courses:enrollNow");
  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h4" component="p">
          {priceText(course.pricePaise)}
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          {t("courses:detail.oneTime")}
        </Typography>
        {enrolled ? (
          <Stack spacing={1.5}>
            <Chip label={t("courses:detail.enrolled")} color="success" sx={{ alignSelf: "flex-start" }} />
            <Button variant="contained" size="large" onClick={onContinue}>
              {t("courses:detail.continue")}
            </Button>
          </Stack>
        ) : (
          <Stack spacing={1}>
            {paid && coupon}
            <Button
              variant="contained"
              size="large"
              disabled={pending || checking || (paid && !forSale && amountPaise > 0)}
              onClick={onEnroll}
            >
              {label}
            </Button>
            {paid && !forSale && (
              <Typography role="status" variant="body2" sx={{ textAlign: "center" }}>
                {t("courses:detail.notForSale")}
              </Typography>
            )}
            {confirming && (
              <Typography role="status" variant="body2" sx={{ textAlign: "center" }}>
                {t("courses:detail.confirming")}
              </Typography>
            )}
            {/* The detail page stays on screen while the gate checks (it is what the server rendered), so the
                check's text shows in the card for as long as it runs (spec section 2). */}
            {checking && (
              <Typography role="status" variant="body2" sx={{ textAlign: "center" }}>
                {t("courses:gate.checking")}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: "center" }}>
              {t("courses:detail.instant")}
            </Typography>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

export function IncludesCard({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const minutes = course.totalMinutes || course.duration;
  const items = [
    t("courses:includes.minutes", { count: minutes, value: format.number(minutes) }),
    t("courses:includes.lessons", { count: course.lessonCount, value: format.number(course.lessonCount) }),
    t("courses:includes.devices"),
    t("courses:includes.certificate"),
  ];
  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t("courses:includes.title")}
        </Typography>
        <List dense>
          {items.map((item) => (
            <ListItem key={item} disableGutters>
              {item}
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

export function InstructorCard({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  if (!course.teacherName) return null;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t("courses:detail.instructor")}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{course.teacherName}</Typography>
        <Typography variant="body2" color="text.secondary">
          {course.teacherDescription}
        </Typography>
      </CardContent>
    </Card>
  );
}
