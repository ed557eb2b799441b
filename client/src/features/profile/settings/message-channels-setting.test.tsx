import { fireEvent, screen, waitFor } from "@testing-library/react";
import i18next from "i18next";
import { afterEach, describe, expect, it } from "vitest";
import { NotificationOptInsDocument, SetNotificationOptInDocument } from "../../../gql/graphql.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { MessageChannelsSetting } from "./message-channels-setting.tsx";

afterEach(() => i18next.changeLanguage("en"));

const optIns = (smsPractice: boolean) => ({
  request: { query: NotificationOptInsDocument },
  result: {
    data: {
      notificationOptIns: (
        ["EXAM_REMINDER", "MOCK_TEST_RESULT", "ASSIGNMENT_GRADED", "PRACTICE_REMINDER"] as const
      ).flatMap((kind) =>
        (["SMS", "WHATSAPP"] as const).map((channel) => ({
          __typename: "NotificationOptIn" as const,
          kind,
          channel,
          on: smsPractice && kind === "PRACTICE_REMINDER" && channel === "SMS",
        })),
      ),
    },
  },
});

describe("MessageChannelsSetting", () => {
  it("turns one kind on for one channel, saved at once", async () => {
    const saved = {
      request: {
        query: SetNotificationOptInDocument,
        variables: { kind: "PRACTICE_REMINDER", channel: "SMS", on: true },
      },
      result: {
        data: {
          setNotificationOptIn: {
            __typename: "NotificationOptIn" as const,
            kind: "PRACTICE_REMINDER" as const,
            channel: "SMS" as const,
            on: true,
          },
        },
      },
    };
    renderWithProviders(<MessageChannelsSetting phone="+919876543210" />, {
      mocks: [optIns(false), saved, optIns(true)],
    });
    const sms = await screen.findByRole("switch", { name: "SMS: Practice reminder" });
    expect(sms).not.toBeChecked();
    fireEvent.click(sms);
    await screen.findByText("Saved.");
    expect(screen.getByRole("switch", { name: "SMS: Practice reminder" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "WhatsApp: Assignment graded" })).not.toBeChecked();
  });

  it("lists every kind the server offers, exam reminders and mock test results first, each by SMS and WhatsApp", async () => {
    renderWithProviders(<MessageChannelsSetting phone="+919876543210" />, { mocks: [optIns(false)] });
    await screen.findByRole("switch", { name: "SMS: Exam reminder" });
    const kinds = screen.getAllByRole("group").map((group) => group.getAttribute("aria-labelledby"));
    expect(kinds.map((id) => document.getElementById(id!)?.textContent)).toEqual([
      "Exam reminder",
      "Mock test result",
      "Assignment graded",
      "Practice reminder",
    ]);
    for (const name of ["WhatsApp: Exam reminder", "SMS: Mock test result", "WhatsApp: Mock test result"]) {
      expect(screen.getByRole("switch", { name })).not.toBeChecked();
    }
  });

  it("keeps the switches off and says why without a verified number, in Hindi too", async () => {
    await i18next.changeLanguage("hi");
    renderWithProviders(<MessageChannelsSetting phone={null} />, { mocks: [optIns(true)] });
    const sms = await screen.findByRole("switch", { name: "SMS: अभ्यास की याद" });
    await waitFor(() => expect(sms).toBeDisabled());
    expect(sms).not.toBeChecked();
    expect(screen.getByText("SMS या WhatsApp संदेश पाने के लिए ऊपर फ़ोन नंबर जोड़ें और सत्यापित करें।")).toBeInTheDocument();
  });
});
