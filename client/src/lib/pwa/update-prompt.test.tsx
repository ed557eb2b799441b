import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { NotificationsProvider } from "../../components/notifications/notifications.tsx";
import { promptOnUpdate, type UpdateSource } from "./update-prompt.tsx";

/** Stands in for workbox-window's Workbox: the same events a new deployment's waiting worker fires. */
function fakeWorkbox() {
  const events = new EventTarget();
  const source: UpdateSource & { fire(type: "waiting" | "controlling"): void } = {
    addEventListener: (type, listener) => events.addEventListener(type, listener),
    messageSkipWaiting: vi.fn(),
    fire: (type) => act(() => void events.dispatchEvent(new Event(type))),
  };
  return source;
}

// The app's provider, as the page has it: notistack loads only with the first toast, this one included.
const renderPage = () =>
  render(
    <NotificationsProvider>
      <main />
    </NotificationsProvider>,
  );

describe("promptOnUpdate", () => {
  it("says a new version is available, and on 'Reload' lets it take over and reloads once it has", async () => {
    const workbox = fakeWorkbox();
    const reload = vi.fn();
    renderPage();
    promptOnUpdate(workbox, reload);
    expect(screen.queryByText("A new version is available")).toBeNull();

    workbox.fire("waiting");
    expect(await screen.findByText("A new version is available")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    // Not before the new worker controls the page: a reload now would load the old version again.
    expect(reload).not.toHaveBeenCalled();
    workbox.fire("controlling");
    expect(reload).toHaveBeenCalledOnce();
  });

  it("shows the prompt once however often the worker is found waiting", async () => {
    const workbox = fakeWorkbox();
    renderPage();
    promptOnUpdate(workbox, vi.fn());
    workbox.fire("waiting");
    workbox.fire("waiting");
    expect(await screen.findAllByText("A new version is available")).toHaveLength(1);
  });
});
