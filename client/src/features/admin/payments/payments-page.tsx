// The console's Payments section (docs/payments.md, Console): revenue by month, the month's GST summary, orders and
// payments, coupons and scholarships. Instructors see their own courses' orders, revenue and coupons; the GST summary
// and granting a free enrolment are an admin's.
import { useTranslation } from "react-i18next";
import type { StaffRole } from "../shell/admin-sections.ts";
import { SectionHeading } from "../shell/section-heading.tsx";
import { CouponsSection } from "./coupons-section.tsx";
import { GstSummary } from "./gst-summary.tsx";
import { OrdersGrid } from "./orders-grid.tsx";
import { RevenueChart } from "./revenue-chart.tsx";
import { ScholarshipsSection } from "./scholarships-section.tsx";

const noRefresh = async () => null;

export function PaymentsPage({
  staffRole,
  refreshToken = noRefresh,
}: {
  staffRole: StaffRole;
  /** Renews an expired backend token for the CSV download (the session's refresh). */
  refreshToken?: () => Promise<string | null>;
}) {
  const { t } = useTranslation("admin-payments");
  const admin = staffRole === "admin";
  return (
    <>
      <SectionHeading title={t("admin-payments:title")} />
      <RevenueChart />
      {admin && <GstSummary refreshToken={refreshToken} />}
      <OrdersGrid admin={admin} />
      <CouponsSection admin={admin} />
      <ScholarshipsSection admin={admin} />
    </>
  );
}
