import { useQuery } from "@apollo/client/react";
import { Alert } from "@mui/material";
import { StaffDashboardDocument } from "../../../gql-admin/graphql.ts";
import { LoadingState } from "../../../components/ui/loading-state.tsx";
import { serverMessage } from "../../../lib/errors.ts";
import { SectionHeading } from "../shell/section-heading.tsx";
import { ActivityChart } from "./activity-chart.tsx";
import { DashboardTiles } from "./dashboard-tiles.tsx";
import { TopCourses } from "./top-courses.tsx";
import { FailedMail } from "./failed-mail.tsx";
import { useTranslation } from "react-i18next";

export function DashboardPage() {
  // Figures move with every enrollment: fetch them afresh on each visit, show the cached ones meanwhile.
  const { data, loading, error } = useQuery(StaffDashboardDocument, { fetchPolicy: "cache-and-network" });
  const dashboard = data?.dashboard;
  const { t } = useTranslation("admin");
  return (
    <>
      <SectionHeading title={t("admin:sections.dashboard")} />
      {loading && !dashboard && <LoadingState text={t("admin:dashboard.loading")} />}
      {error && !dashboard && <Alert severity="error">{serverMessage(error, t("admin:dashboard.failed"))}</Alert>}
      {dashboard && (
        <>
          <DashboardTiles dashboard={dashboard} />
          <ActivityChart days={dashboard.daily} />
          <TopCourses courses={dashboard.topCourses} />
          {/* Failed mail is the platform's, not a course's: only the platform-wide (admin) view has it. */}
          {dashboard.learners !== null && <FailedMail />}
        </>
      )}
    </>
  );
}
