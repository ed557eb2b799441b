import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, testApiUrl } from "../../../testing/render.tsx";
import { UploadField } from "./upload-field.tsx";

/** A stand-in for the browser's XMLHttpRequest: the test drives progress, the answer and aborts. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  responseType = "";
  status = 0;
  response: unknown = null;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  respond(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    act(() => this.onload?.());
  }
}

const video = new File([new Uint8Array(64)], "lecture.mp4", { type: "video/mp4" });
const xhr = () => FakeXhr.last!;

describe("UploadField", () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    localStorage.setItem("token", "backend-1");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends the file with the backend token, shows its progress and hands back the stored address", async () => {
    const onUploaded = vi.fn();
    renderWithProviders(<UploadField kind="video" lessonId="lesson-1" label="Upload video" onUploaded={onUploaded} />);
    await userEvent.upload(screen.getByLabelText("Upload video"), video);
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    expect(xhr().method).toBe("POST");
    expect(xhr().url).toBe(`${testApiUrl}/api/admin/uploads?kind=video&lesson_id=lesson-1`);
    expect(xhr().headers.Authorization).toBe("Bearer backend-1");
    expect((xhr().body!.get("file") as File).name).toBe("lecture.mp4");

    xhr().progress(40, 100);
    const bar = screen.getByRole("progressbar", { name: "Uploading lecture.mp4" });
    expect(bar).toHaveAttribute("aria-valuenow", "40");
    xhr().progress(100, 100);
    expect(bar).toHaveAttribute("aria-valuenow", "100");

    const stored = { path: "videos/abc.mp4", url: "/files/videos/abc.mp4", contentType: "video/mp4", size: 64 };
    xhr().respond(201, stored);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(stored));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("cancels a running upload and shows the server's refusal of the next one", async () => {
    const onUploaded = vi.fn();
    renderWithProviders(<UploadField kind="video" lessonId="lesson-1" label="Upload video" onUploaded={onUploaded} />);
    await userEvent.upload(screen.getByLabelText("Upload video"), video);
    xhr().progress(10, 100);
    await userEvent.click(screen.getByRole("button", { name: "Cancel upload" }));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText("Upload video"), video);
    xhr().respond(413, { error: "payload_too_large" });
    expect(await screen.findByRole("alert")).toHaveTextContent("The file is too large.");
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
