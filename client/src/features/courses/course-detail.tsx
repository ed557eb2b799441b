import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Alert, Box, Container, Grid, Typography } from "@mui/material";
import { useSnackbar } from "../../components/notifications/notifications.tsx";
import { CourseDetailDocument, PaymentsAvailableDocument } from "../../gql/graphql.ts";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { serverMessage } from "../../lib/errors.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSession } from "../../lib/session/session-context.tsx";
import {
  CourseHero,
  CourseSections,
  EnrollCard,
  IncludesCard,
  InstructorCard,
  type CourseDetail,
} from "./course-detail-parts.tsx";
import { courseMeta } from "./course-meta.ts";
import { useEnroll } from "./use-enroll.ts";
import { answerIn, useCheckout, type CheckoutAnswer } from "./use-checkout.ts";
import { PlaceOfSupplyField } from "./place-of-supply-field.tsx";
import { CouponField, type CouponQuote } from "./coupon-field.tsx";
import { useTranslation } from "react-i18next";

interface CourseDetailViewProps {
  courseId: string;
  enrolled: boolean;
  /** A signed-in learner's enrollment is still being checked: enrolling waits for the answer. */
  checking?: boolean;
  /** The enrollment check failed: the learner counts as not enrolled (spec section 2). */
  checkFailed?: boolean;
}

export function CourseDetailView({ courseId, enrolled, checking = false, checkFailed = false }: CourseDetailViewProps) {
  const { authenticated } = useSession();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { data, loading, error } = useQuery(CourseDetailDocument, { variables: { id: courseId } });
  const [enroll, enrollment] = useEnroll();
  const [enrollError, setEnrollError] = useState<string | null>(null);
  const contentPath = `/courses/${courseId}/content`;
  const { t } = useTranslation();
  const course = data?.course;
  const paid = Boolean(course?.pricePaise);
  const checkout = useCheckout(courseId);
  const [placeOfSupply, setPlaceOfSupply] = useState("");
  const available = useQuery(PaymentsAvailableDocument, { skip: !paid });
  const location = useLocation();
  const returned = useRef(false);
  const [coupon, setCoupon] = useState<CouponQuote | null>(null);

  // A paid course is bought (docs/payments.md): Checkout's answer is verified by the server, which enrols.
  const finishPayment = async (answer: CheckoutAnswer) => {
    setEnrollError(null);
    try {
      await checkout.confirm(answer);
      enqueueSnackbar(t("courses:detail.enrolledToast"), { variant: "success" });
      navigate(contentPath, { replace: true });
    } catch (failure) {
      setEnrollError(serverMessage(failure, t("courses:detail.paymentFailed")));
    }
  };
  // The test provider's page returns here with Checkout's fields, or with payment=failed.
  useEffect(() => {
    if (returned.current || !authenticated) return;
    returned.current = true;
    const answer = answerIn(location.search);
    if (answer) void finishPayment(answer);
    else if (new URLSearchParams(location.search).get("payment") === "failed") {
      setEnrollError(t("courses:detail.paymentFailed"));
    }
    // Once per visit: the address is read when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [authenticated]);
  // The server's answer for a course that does not exist or is not published is the 404 page (with this text).
  usePageMeta(
    course
      ? courseMeta(course, t)
      : loading
        ? { title: t("courses:meta.course") }
        : error
          ? { title: t("courses:detail.errorTitle"), status: 503, noindex: true }
          : { title: t("courses:detail.notFound"), status: 404, noindex: true },
  );

  if (loading && !data) return <LoadingState text={t("courses:detail.loading")} />;
  if (error || !course) {
    return (
      <Container sx={{ py: 6 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t("courses:detail.errorTitle")}
        </Typography>
        <Alert severity="error">
          {error ? serverMessage(error, t("courses:detail.fetchFailed")) : t("courses:detail.notFound")}
        </Alert>
      </Container>
    );
  }

  const startEnroll = async () => {
    if (!authenticated) return navigate(`/login?returnTo=${encodeURIComponent(`/courses/${courseId}`)}`);
    setEnrollError(null);
    try {
      await enroll({ variables: { courseId } });
      enqueueSnackbar(t("courses:detail.enrolledToast"), { variant: "success" });
      navigate(contentPath);
    } catch (failure) {
      setEnrollError(serverMessage(failure, t("courses:detail.enrollFailed")));
      enqueueSnackbar(serverMessage(failure, t("courses:detail.enrollFailedToast")), { variant: "error" });
    }
  };

  const startBuy = async () => {
    if (!authenticated) return navigate(`/login?returnTo=${encodeURIComponent(`/courses/${courseId}`)}`);
    setEnrollError(null);
    try {
      const answer = await checkout.open({ description: course.title }, coupon?.couponCode, placeOfSupply);
      if (answer === "enrolled") {
        // A coupon that makes the course free enrols with no payment (docs/payments.md, Coupons).
        enqueueSnackbar(t("courses:detail.enrolledToast"), { variant: "success" });
        navigate(contentPath);
      } else if (answer) await finishPayment(answer);
    } catch (failure) {
      setEnrollError(serverMessage(failure, t("courses:detail.paymentFailed")));
    }
  };

  return (
    <CourseDetailLayout course={course}>
      {enrollError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {enrollError}
        </Alert>
      )}
      <EnrollCard
        course={course}
        enrolled={enrolled || (authenticated && !checking && !checkFailed && course.isEnrolled)}
        pending={enrollment.loading || checkout.busy}
        confirming={checkout.confirming}
        forSale={available.data?.paymentsAvailable ?? true}
        amountPaise={coupon?.amountPaise}
        coupon={
          authenticated && (
            <>
              {/* The place of supply of the GST invoice (docs/payments.md, "Tax invoices"). */}
              <PlaceOfSupplyField
                value={placeOfSupply}
                onChange={setPlaceOfSupply}
                disabled={enrollment.loading || checkout.busy}
              />
              <CouponField
                courseId={courseId}
                applied={coupon}
                onChange={setCoupon}
                disabled={enrollment.loading || checkout.busy}
              />
            </>
          )
        }
        checking={checking}
        onEnroll={() => void (paid ? startBuy() : startEnroll())}
        onContinue={() => navigate(contentPath)}
      />
    </CourseDetailLayout>
  );
}

/** The detail page around its enrol card (`children`); the staff console previews drafts with it too. */
export function CourseDetailLayout({ course, children }: { course: CourseDetail; children: ReactNode }) {
  return (
    <>
      <CourseHero course={course} />
      <Container sx={{ py: 4 }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 8 }}>
            <CourseSections course={course} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Box sx={{ position: { md: "sticky" }, top: { md: 88 } }}>
              {children}
              <IncludesCard course={course} />
              <InstructorCard course={course} />
            </Box>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
