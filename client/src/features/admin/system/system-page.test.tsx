import { afterEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import {
  AdminDiscardFailedJobDocument,
  AdminRetryFailedJobDocument,
  AdminSystemStatusDocument,
} from "../../../gql-admin/graphql.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { SystemPage } from "./system-page.tsx";

const failedJob = {
  __typename: "FailedJob" as const,
  id: "6f1c1f0e-2b8e-4f57-9d1a-0c7b1c2a3d4e",
  kind: "notification-deliver",
  error: "connect ECONNREFUSED 127.0.0.1:25",
  attempts: 4,
  queuedAt: "2026-11-28T10:00:00.000Z",
  failedAt: "2026-11-28T10:05:00.000Z",
};

const status = (failedJobs: (typeof failedJob)[]) => ({
  request: { query: AdminSystemStatusDocument },
  result: {
    data: {
      systemStatus: {
        __typename: "SystemStatus" as const,
        gateways: [
          {
            __typename: "GatewayInstance" as const,
            id: "g1",
            version: "2026.11.28",
            host: "gateway-a",
            startedAt: "2026-11-28T08:00:00.000Z",
            seenAt: "2026-11-28T10:59:50.000Z",
            uptimeSeconds: 10_800,
            answering: true,
          },
          {
            __typename: "GatewayInstance" as const,
            id: "g2",
            version: "2026.11.27",
            host: "gateway-b",
            startedAt: "2026-11-27T08:00:00.000Z",
            seenAt: "2026-11-28T09:00:00.000Z",
            uptimeSeconds: 90_000,
            answering: false,
          },
        ],
        jobs: [
          {
            __typename: "JobKindState" as const,
            kind: "notification-deliver",
            waiting: 3,
            running: 1,
            failed: failedJobs.length,
            oldestWaitingSeconds: 120,
          },
        ],
        failedJobs,
        storage: [
          { __typename: "StorageUse" as const, kind: "video-renditions", files: 40, bytes: 52_000_000 },
          { __typename: "StorageUse" as const, kind: "avatar", files: 2, bytes: 300_000 },
        ],
        channels: [
          { __typename: "SystemChannel" as const, name: "mail", configured: true, detail: "smtp", paused: false },
          { __typename: "SystemChannel" as const, name: "sms", configured: false, detail: null, paused: false },
          { __typename: "SystemChannel" as const, name: "whatsapp", configured: true, detail: "cloud", paused: true },
        ],
        textMessages: {
          __typename: "SystemMessageMonth" as const,
          spentPaise: 50_000,
          budgetPaise: 50_000,
          counts: [
            { __typename: "SystemMessageCount" as const, channel: "WHATSAPP", status: "SENT", reason: null, count: 4 },
            {
              __typename: "SystemMessageCount" as const,
              channel: "WHATSAPP",
              status: "SKIPPED",
              reason: "daily_cap",
              count: 1,
            },
          ],
        },
        limits: [
          { __typename: "SystemLimit" as const, name: "GRAPHQL_COST_LIMIT", value: 20_000 },
          { __typename: "SystemLimit" as const, name: "UPLOAD_LIMIT_BYTES", value: 10_485_760 },
        ],
      },
    },
  },
});

afterEach(() => i18next.changeLanguage("en"));

describe("the console's System page", () => {
  it("shows the gateways, the queue, storage, channels and limits, and retries a failed job", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SystemPage />, {
      mocks: [
        status([failedJob]),
        {
          request: { query: AdminRetryFailedJobDocument, variables: { id: failedJob.id } },
          result: { data: { retryFailedJob: { __typename: "FailedJob", id: failedJob.id, kind: failedJob.kind } } },
        },
        status([]),
      ],
    });
    const gateways = await screen.findByRole("region", { name: "Gateways" });
    expect(within(gateways).getByRole("row", { name: /gateway-a 2026\.11\.28 3 hours Answering/ })).toBeVisible();
    expect(within(gateways).getByText("Not heard for 2 minutes")).toBeVisible();
    const jobs = screen.getByRole("region", { name: "Jobs" });
    expect(within(jobs).getByRole("row", { name: "notification-deliver 3 1 1 2 minutes" })).toBeVisible();
    expect(screen.getByRole("row", { name: /Video renditions, posters and captions 40 52 MB/ })).toBeVisible();
    expect(screen.getByRole("row", { name: "Email Configured SMTP" })).toBeVisible();
    expect(screen.getByRole("row", { name: "SMS Not configured –" })).toBeVisible();
    // SMS and WhatsApp notifications: paused past the month's cap, and skipped messages counted.
    expect(
      screen.getByRole("row", {
        name: "WhatsApp Paused: this month's notification budget is spent WhatsApp Cloud API",
      }),
    ).toBeVisible();
    expect(screen.getByText("Spent ₹500 of the monthly cap of ₹500.")).toBeVisible();
    expect(screen.getByRole("row", { name: "WhatsApp SKIPPED (daily_cap) 1" })).toBeVisible();
    expect(screen.getByRole("row", { name: "UPLOAD_LIMIT_BYTES 10 MB" })).toBeVisible();

    const failed = screen.getByRole("region", { name: "Failed jobs" });
    expect(within(failed).getByText("connect ECONNREFUSED 127.0.0.1:25")).toBeVisible();
    await user.click(within(failed).getByRole("button", { name: "Retry the notification-deliver job" }));
    expect(await screen.findByText("The notification-deliver job is queued again")).toBeVisible();
    expect(await within(failed).findByText("No failed jobs.")).toBeVisible();
  });

  it("discards a failed job only once confirmed, in Hindi too", async () => {
    await i18next.changeLanguage("hi");
    const user = userEvent.setup();
    renderWithProviders(<SystemPage />, {
      mocks: [
        status([failedJob]),
        {
          request: { query: AdminDiscardFailedJobDocument, variables: { id: failedJob.id } },
          result: { data: { discardFailedJob: { __typename: "FailedJob", id: failedJob.id, kind: failedJob.kind } } },
        },
        status([]),
      ],
    });
    const failed = await screen.findByRole("region", { name: "विफल जॉब" });
    await user.click(within(failed).getByRole("button", { name: "notification-deliver जॉब हटाएँ" }));
    const dialog = await screen.findByRole("dialog", { name: "यह जॉब हटाएँ?" });
    await user.click(within(dialog).getByRole("button", { name: "हटाएँ" }));
    expect(await screen.findByText("notification-deliver जॉब हटा दिया गया")).toBeVisible();
    expect(await within(failed).findByText("कोई विफल जॉब नहीं।")).toBeVisible();
  });
});
