// The course page's side card for a paid course (docs/payments.md, decision 030): the price in rupees with Indian
// grouping in both languages, and 'Not available for purchase yet' when nothing can be sold.
import i18next from "i18next";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render.tsx";
import { EnrollCard, type CourseDetail } from "./course-detail-parts.tsx";

const course = {
  __typename: "Course",
  id: "c1",
  title: "Data Science",
  price: 1499,
  pricePaise: 149_900,
} as CourseDetail;

afterEach(() => i18next.changeLanguage("en"));

const card = (props: Partial<Parameters<typeof EnrollCard>[0]> = {}) =>
  renderWithProviders(
    <EnrollCard course={course} enrolled={false} pending={false} onEnroll={vi.fn()} onContinue={vi.fn()} {...props} />,
  );

describe("EnrollCard for a paid course", () => {
  it("offers to buy for ₹1,499, and in Hindi for ₹१,४९९", async () => {
    const onEnroll = vi.fn();
    card({ onEnroll });
    screen.getByRole("button", { name: "Buy for ₹1,499" }).click();
    expect(onEnroll).toHaveBeenCalledOnce();
    await i18next.changeLanguage("hi");
    expect(await screen.findByRole("button", { name: "₹१,४९९ में खरीदें" })).toBeEnabled();
  });

  it("groups lakhs the Indian way", () => {
    card({ course: { ...course, pricePaise: 10_000_000 } });
    expect(screen.getByRole("button", { name: "Buy for ₹1,00,000" })).toBeEnabled();
  });

  it("says when it cannot be bought, and while the payment is verified", () => {
    card({ forSale: false, confirming: true });
    expect(screen.getByRole("button", { name: "Buy for ₹1,499" })).toBeDisabled();
    expect(screen.getByText("Not available for purchase yet")).toBeInTheDocument();
    expect(screen.getByText("Payment received - enrolling you")).toBeInTheDocument();
  });

  it("keeps 'Enroll Now' for a free course", () => {
    card({ course: { ...course, price: 0, pricePaise: 0 } });
    expect(screen.getByRole("button", { name: "Enroll Now" })).toBeEnabled();
  });
});
