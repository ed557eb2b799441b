// The console's Payments section (docs/payments.md, Console): revenue as bars with a table, orders found on the
// server, coupons made on the forms kit (a fixed discount typed in rupees goes in paise), and the scholarship grant
// an admin's alone.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import {
  AdminCoursesForPaymentsDocument,
  AdminCouponsDocument,
  AdminCreateCouponDocument,
  AdminOrdersDocument,
  AdminRefundPaymentDocument,
  AdminRevenueDocument,
  AdminScholarshipsDocument,
} from "../../../gql-admin/graphql.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { PaymentsPage } from "./payments-page.tsx";

const course = { __typename: "Course" as const, id: "c1", title: "Data Science" };
const order = (id: string, email: string, status: "PAID" | "CREATED") => ({
  __typename: "StaffOrder" as const,
  id,
  orderId: `order_${id}`,
  paymentId: status === "PAID" ? `pay_${id}` : null,
  status,
  amountPaise: 99_900,
  discountPaise: 50_000,
  couponCode: "DIWALI",
  failureReason: null,
  createdAt: "2026-11-20T06:00:00.000Z",
  paidAt: status === "PAID" ? "2026-11-20T06:01:00.000Z" : null,
  course,
  learner: { __typename: "User" as const, id: `u-${id}`, email, name: email },
});
const orders = (variables: Record<string, unknown>, items: ReturnType<typeof order>[]) => ({
  request: {
    query: AdminOrdersDocument,
    variables: { status: null, search: null, limit: 25, offset: 0, ...variables },
  },
  result: { data: { staffOrders: { __typename: "StaffOrderPage", total: items.length, items } } },
});
const coupon = {
  __typename: "Coupon" as const,
  id: "k1",
  code: "DIWALI",
  kind: "FIXED" as const,
  value: 50_000,
  validFrom: null,
  validUntil: null,
  maxUses: 100,
  maxUsesPerLearner: 1,
  usedCount: 3,
  disabled: false,
  course,
};
const base = [
  {
    request: { query: AdminRevenueDocument, variables: { months: 12 } },
    result: {
      data: {
        revenueByMonth: [
          { __typename: "MonthRevenue", month: "2026-10", amountPaise: 0, orders: 0 },
          { __typename: "MonthRevenue", month: "2026-11", amountPaise: 299_700, orders: 3 },
        ],
      },
    },
  },
  orders({}, [order("o1", "ravi@example.com", "PAID"), order("o2", "meera@example.com", "CREATED")]),
  orders({ search: "meera" }, [order("o2", "meera@example.com", "CREATED")]),
  {
    request: { query: AdminCouponsDocument },
    result: { data: { coupons: [coupon], staffCourses: [{ ...course, pricePaise: 149_900 }] } },
  },
  { request: { query: AdminScholarshipsDocument }, result: { data: { scholarships: [] } } },
  { request: { query: AdminCoursesForPaymentsDocument }, result: { data: { staffCourses: [course] } } },
];

describe("PaymentsPage", () => {
  it("shows revenue by month as bars and a table, and finds orders by the learner's email", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PaymentsPage staffRole="admin" />, { mocks: base });
    expect(await screen.findByRole("img", { name: /Last 2 months: ₹2,997 from 3 paid orders/ })).toBeInTheDocument();
    const revenue = screen.getByRole("table", { name: "Revenue by month" });
    expect(within(revenue).getByRole("row", { name: "Nov 2026 ₹2,997 3" })).toBeInTheDocument();
    // The month's GST summary for the accountant: this month in India first (e2e/payments.spec.ts downloads it).
    const thisMonth = new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
    expect(screen.getByRole("combobox", { name: "Month" })).toHaveTextContent(thisMonth.format(new Date()));
    expect(screen.getByRole("button", { name: "Download GST summary (CSV)" })).toBeEnabled();
    expect(await screen.findByText("ravi@example.com")).toBeInTheDocument();
    expect(screen.getAllByText("Paid").length).toBeGreaterThan(0);

    await user.type(screen.getByRole("searchbox", { name: "Search by learner email or order id" }), "meera");
    await screen.findByText("1–1 of 1", undefined, { timeout: 5_000 });
    expect(screen.queryByText("ravi@example.com")).not.toBeInTheDocument();
  });

  it("makes a coupon with the forms kit, sending rupees as paise, and shows the server's error on its field", async () => {
    const user = userEvent.setup();
    const input = {
      code: "NEWYEAR",
      kind: "FIXED",
      value: 20_000,
      courseId: "c1",
      validFrom: null,
      validUntil: null,
      maxUses: null,
      maxUsesPerLearner: 1,
    };
    const taken = {
      request: { query: AdminCreateCouponDocument, variables: { input } },
      result: {
        errors: [
          new GraphQLError("A coupon with this code already exists", {
            extensions: { code: "invalid_input", details: { "input.code": "A coupon with this code already exists" } },
          }),
        ],
      },
    };
    renderWithProviders(<PaymentsPage staffRole="admin" />, { mocks: [...base, taken] });
    const coupons = await screen.findByRole("table", { name: "Coupons" });
    expect(within(coupons).getByRole("row", { name: /DIWALI ₹500 Data Science/ })).toHaveTextContent("3 / 100");

    await user.click(screen.getByRole("button", { name: "New coupon" }));
    const dialog = await screen.findByRole("dialog", { name: "New coupon" });
    await user.type(within(dialog).getByRole("textbox", { name: /Code/ }), "NEWYEAR");
    await user.click(within(dialog).getByRole("combobox", { name: /Discount type/ }));
    await user.click(await screen.findByRole("option", { name: "Rupees off" }));
    await user.type(within(dialog).getByRole("spinbutton", { name: /Discount/ }), "200");
    await user.click(within(dialog).getByRole("combobox", { name: /Course/ }));
    await user.click(await screen.findByRole("option", { name: "Data Science" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await within(dialog).findByText("A coupon with this code already exists", { selector: "p" })).toBeVisible();
    expect(within(dialog).getByRole("textbox", { name: /Code/ })).toHaveValue("NEWYEAR");
  });

  it("offers the scholarship grant and the GST summary to admins only", async () => {
    const { unmount } = renderWithProviders(<PaymentsPage staffRole="instructor" />, { mocks: base });
    expect(await screen.findByText("No free enrolments yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Grant free enrolment" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /GST summary/ })).not.toBeInTheDocument();
    unmount();
  });

  it("opens the grant form, whose reason is required", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PaymentsPage staffRole="admin" />, { mocks: base });
    const grant = await screen.findByRole("button", { name: "Grant free enrolment" });
    await waitFor(() => expect(grant).toBeEnabled(), { timeout: 5_000 });
    await user.click(grant);
    const dialog = await screen.findByRole("dialog", { name: "Grant free enrolment" });
    expect(within(dialog).getByRole("textbox", { name: /Reason/ })).toBeRequired();
  });

  it("refunds a paid order after a confirmation with a reason, and shows why the server refuses", async () => {
    const user = userEvent.setup();
    // In English the server's own message is shown (lib/errors.ts).
    const tooOld = "Payments older than 7 days cannot be refunded here";
    const closed = {
      request: { query: AdminRefundPaymentDocument, variables: { id: "o1", reason: "Course cancelled" } },
      result: { errors: [new GraphQLError(tooOld, { extensions: { code: "refund_window_closed" } })] },
    };
    renderWithProviders(<PaymentsPage staffRole="admin" />, { mocks: [...base, closed] });
    await user.click(await screen.findByRole("button", { name: "Refund ravi@example.com's payment" }));
    expect(screen.queryByRole("button", { name: "Refund meera@example.com's payment" })).not.toBeInTheDocument();
    const dialog = await screen.findByRole("dialog", { name: "Refund this payment?" });
    expect(dialog).toHaveTextContent("₹999 goes back to ravi@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Refund ₹999" }));
    expect(within(dialog).getByText("Give a reason of at least 3 characters")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("textbox", { name: /Reason/ }));
    await user.paste("Course cancelled");
    await user.click(within(dialog).getByRole("button", { name: "Refund ₹999" }));
    expect(await within(dialog).findByText(tooOld, {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it("offers no refund to instructors", async () => {
    renderWithProviders(<PaymentsPage staffRole="instructor" />, { mocks: base });
    expect(await screen.findByText("ravi@example.com")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Refund/ })).not.toBeInTheDocument();
  });
});
