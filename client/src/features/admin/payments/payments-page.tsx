// The console's Payments section (docs/payments.md, Console): revenue by month, orders and payments, coupons and
// scholarships. Instructors see their own courses' orders, revenue and coupons; granting a free enrolment is an
// admin's.
import { useTranslation } from "react-i18next";
import type { StaffRole } from "../shell/admin-sections.ts";
import { SectionHeading } from "../shell/section-heading.tsx";
import { CouponsSection } from "./coupons-section.tsx";
import { OrdersGrid } from "./orders-grid.tsx";
import { RevenueChart } from "./revenue-chart.tsx";
import { ScholarshipsSection } from "./scholarships-section.tsx";

export function PaymentsPage({ staffRole }: { staffRole: StaffRole }) {
  const { t } = useTranslation("admin-payments");
  const admin = staffRole === "admin";
  return (
    <>
      <SectionHeading title={t("admin-payments:title")} />
      <RevenueChart />
      <OrdersGrid admin={admin} />
      <CouponsSection admin={admin} />
      <ScholarshipsSection admin={admin} />
    </>
  );
}
