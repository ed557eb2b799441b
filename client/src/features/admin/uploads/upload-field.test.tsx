import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, testApiUrl } from "../../../testing/render.tsx";
import { UploadField } from "./upload-field.tsx";

const endpoint = `${testApiUrl}/api/admin/uploads/resumable`;
const uploadUrl = `${endpoint}/abc123`;

/** A stand-in for the browser's XMLHttpRequest: the test plays the tus server (answers, progress, a cut network). */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: ((error: unknown) => void) | null = null;
  status = 0;
  answered = false;
  responseText = "";
  method = "";
  url = "";
  headers: Record<string, string> = {};
  responseHeaders: Record<string, string> = {};
  body: Blob | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: Blob | null) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {}
  progress(loaded: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded } as ProgressEvent));
  }
  respond(status: number, headers: Record<string, string> = {}, body = "") {
    this.status = status;
    this.answered = true;
    this.responseHeaders = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    this.responseText = body;
    act(() => this.onload?.());
  }
  cut() {
    this.answered = true;
    act(() => this.onerror?.(new Error("network")));
  }
}

const video = new File([new Uint8Array(1_000_000)], "lecture.mp4", { type: "video/mp4" });
const stored = {
  path: "lesson-content/abc.mp4",
  url: "/api/files/lesson-content/abc.mp4",
  contentType: "video/mp4",
  size: 1_000_000,
};
/** The next request the client sends with this method. */
const next = (method: string) =>
  waitFor(() => {
    const request = FakeXhr.sent.find((xhr) => xhr.method === method && !xhr.answered);
    expect(request).toBeDefined();
    return request!;
  });

describe("UploadField", () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    localStorage.clear();
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    localStorage.setItem("token", "backend-1");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("sends the file over tus with the backend token, shows progress, speed and time left, and hands back the stored address", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const onUploaded = vi.fn();
    renderWithProviders(<UploadField kind="video" lessonId="lesson-1" label="Upload video" onUploaded={onUploaded} />);
    await userEvent.upload(screen.getByLabelText("Upload video"), video);
    const created = await next("POST");
    expect(created.url).toBe(endpoint);
    expect(created.headers.authorization).toBe("Bearer backend-1");
    expect(created.headers["upload-length"]).toBe("1000000");
    expect(created.headers["upload-metadata"]).toContain(`kind ${btoa("video")}`);
    expect(created.headers["upload-metadata"]).toContain(`lesson_id ${btoa("lesson-1")}`);
    created.respond(201, { location: uploadUrl });

    const patch = await next("PATCH");
    expect(patch.url).toBe(uploadUrl);
    expect(patch.headers["upload-offset"]).toBe("0");
    patch.progress(100_000);
    vi.setSystemTime(Date.now() + 2_000);
    patch.progress(300_000);
    const bar = screen.getByRole("progressbar", { name: "Uploading lecture.mp4" });
    expect(bar).toHaveAttribute("aria-valuenow", "30");
    // 300 kB since the attempt began 2 s ago: 150 kB/s, and 700 kB to go.
    expect(bar.parentElement).toHaveTextContent("300 kB of 1 MB · 150 kB/s · 5 seconds left");

    patch.respond(200, { "upload-offset": "1000000" }, JSON.stringify(stored));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(stored));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("after the network is lost offers Retry, which resumes at the offset the server acknowledged", async () => {
    const onUploaded = vi.fn();
    renderWithProviders(<UploadField kind="video" lessonId="lesson-1" label="Upload video" onUploaded={onUploaded} />);
    await userEvent.upload(screen.getByLabelText("Upload video"), video);
    (await next("POST")).respond(201, { location: uploadUrl });
    const first = await next("PATCH");
    first.progress(500_000);
    // Offline: no automatic retry, the field says so and offers its button.
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    first.cut();
    expect(await screen.findByRole("alert")).toHaveTextContent(/network/i);

    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    await userEvent.click(screen.getByRole("button", { name: "Retry upload" }));
    (await next("HEAD")).respond(200, { "upload-offset": "400000", "upload-length": "1000000" });
    const resumed = await next("PATCH");
    expect(resumed.headers["upload-offset"]).toBe("400000");
    expect(resumed.body?.size).toBe(600_000);
    resumed.respond(200, { "upload-offset": "1000000" }, JSON.stringify(stored));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(stored));
    expect(FakeXhr.sent.filter((xhr) => xhr.method === "POST")).toHaveLength(1);
  });

  it("shows the server's refusal without a retry, and cancels a running upload", async () => {
    const onUploaded = vi.fn();
    renderWithProviders(<UploadField kind="pdf" lessonId="lesson-1" label="Upload notes" onUploaded={onUploaded} />);
    await userEvent.upload(
      screen.getByLabelText("Upload notes"),
      new File(["%PDF"], "notes.pdf", { type: "application/pdf" }),
    );
    (await next("POST")).respond(201, { location: uploadUrl });
    (await next("PATCH")).respond(415, {}, JSON.stringify({ error: "Expected pdf (by content)" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This file type is not accepted.");
    expect(screen.queryByRole("button", { name: "Retry upload" })).not.toBeInTheDocument();

    await userEvent.upload(
      screen.getByLabelText("Upload notes"),
      new File(["%PDF"], "notes.pdf", { type: "application/pdf" }),
    );
    await waitFor(() => expect(screen.getByRole("button", { name: "Cancel upload" })).toBeInTheDocument());
    await userEvent.click(screen.getByRole("button", { name: "Cancel upload" }));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
