// The enrol card's coupon (docs/payments.md, Coupons): the new price before paying, the server's reason in the
// learner's language when a code does not apply, and 'Enroll free' for a coupon that makes the course free.
import { useState } from "react";
import i18next from "i18next";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QuoteCoursePriceDocument } from "../../gql/graphql.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { EnrollCard, type CourseDetail } from "./course-detail-parts.tsx";
import { CouponField, type CouponQuote } from "./coupon-field.tsx";

const course = {
  __typename: "Course",
  id: "c1",
  title: "Data Science",
  price: 1499,
  pricePaise: 149_900,
} as CourseDetail;

const quote = (couponCode: string, amountPaise: number) => ({
  request: { query: QuoteCoursePriceDocument, variables: { courseId: "c1", couponCode } },
  result: {
    data: {
      quoteCoursePrice: {
        __typename: "PriceQuote",
        courseId: "c1",
        pricePaise: 149_900,
        discountPaise: 149_900 - amountPaise,
        amountPaise,
        couponCode: couponCode.toUpperCase(),
      },
    },
  },
});
const refused = (couponCode: string, code: string) => ({
  request: { query: QuoteCoursePriceDocument, variables: { courseId: "c1", couponCode } },
  result: { errors: [new GraphQLError("refused", { extensions: { code } })] },
});

function Card({ onEnroll = vi.fn() }: { onEnroll?: () => void }) {
  const [applied, setApplied] = useState<CouponQuote | null>(null);
  return (
    <EnrollCard
      course={course}
      enrolled={false}
      pending={false}
      amountPaise={applied?.amountPaise}
      coupon={<CouponField courseId="c1" applied={applied} onChange={setApplied} />}
      onEnroll={onEnroll}
      onContinue={vi.fn()}
    />
  );
}

afterEach(() => i18next.changeLanguage("en"));

async function apply(code: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Have a coupon?" }));
  await user.type(screen.getByRole("textbox", { name: "Coupon code" }), code);
  await user.click(screen.getByRole("button", { name: "Apply" }));
  return user;
}

describe("the enrol card's coupon", () => {
  it("shows the new price before paying, and the old one again when removed", async () => {
    renderWithProviders(<Card />, { mocks: [quote("diwali", 99_900)] });
    const user = await apply("diwali");
    expect(await screen.findByRole("status")).toHaveTextContent("Coupon DIWALI applied: ₹1,499 → ₹999");
    expect(screen.getByRole("button", { name: "Buy for ₹999" })).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Remove coupon" }));
    expect(screen.getByRole("button", { name: "Buy for ₹1,499" })).toBeEnabled();
  });

  it("offers to enroll free when the coupon makes the course free", async () => {
    const onEnroll = vi.fn();
    renderWithProviders(<Card onEnroll={onEnroll} />, { mocks: [quote("FREE100", 0)] });
    const user = await apply("FREE100");
    await user.click(await screen.findByRole("button", { name: "Enroll free with coupon" }));
    expect(onEnroll).toHaveBeenCalledOnce();
  });

  it("says why a code does not apply, in Hindi too, and keeps what was typed", async () => {
    await i18next.changeLanguage("hi");
    renderWithProviders(<Card />, { mocks: [refused("LASTONE", "coupon_used_up")] });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "क्या आपके पास कूपन है?" }));
    const field = screen.getByRole("textbox", { name: "कूपन कोड" });
    await user.type(field, "LASTONE");
    await user.click(screen.getByRole("button", { name: "लागू करें" }));
    expect(await screen.findByText("यह कूपन पूरा उपयोग हो चुका है")).toBeInTheDocument();
    expect(field).toHaveValue("LASTONE");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "₹१,४९९ में खरीदें" })).toBeEnabled();
  });
});
