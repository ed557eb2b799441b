import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DownloadedCourseLessonsDocument } from "../../gql/graphql.ts";
import { packVersion, type LessonPack, type PackSource } from "../../lib/packs/lesson-packs.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { PackState } from "./pack-state.tsx";

const lesson = (title: string, folder: string) => ({
  __typename: "Lesson" as const,
  id: "l1",
  title,
  videoUrl: "/api/files/lesson-content/intro.mp4",
  video: {
    __typename: "LessonVideo" as const,
    status: "READY" as const,
    streamUrl: `/api/files/videos/l1/${folder}/master.m3u8`,
    posterUrl: `/api/files/videos/l1/${folder}/poster.jpg`,
    renditions: [
      {
        __typename: "VideoRendition" as const,
        height: 144,
        bandwidth: 100_000,
        bytes: 176_000,
        url: `/api/files/videos/l1/${folder}/144/index.m3u8`,
      },
    ],
    captions: [{ __typename: "LessonCaption" as const, language: "en", label: "English", url: "/api/files/c/en.vtt" }],
  },
  contents: [
    {
      __typename: "LessonContent" as const,
      id: "n1",
      type: "note" as const,
      title: "Notes",
      url: "/api/files/lesson-content/notes.pdf",
      content: null,
    },
  ],
});

// The pack as downloaded: its version is what the viewer computed from the lesson at that time.
const downloaded = lesson("Pointers", "v1");
const source: PackSource = {
  courseId: "c1",
  courseTitle: "C Programming",
  lesson: downloaded,
  contents: downloaded.contents,
};
const pack: LessonPack = {
  id: "learner|l1",
  partition: "learner",
  courseId: "c1",
  courseTitle: "C Programming",
  lessonId: "l1",
  lessonTitle: "Pointers",
  quality: "144p",
  size: 200_000,
  files: [],
  status: "done",
  createdAt: "2026-11-20T10:00:00.000Z",
  version: packVersion(source, "144p"),
};

const serverHas = (now: ReturnType<typeof lesson>) => [
  {
    request: { query: DownloadedCourseLessonsDocument, variables: { courseId: "c1" } },
    result: { data: { course: { __typename: "Course", id: "c1", title: "C Programming", lessons: [now] } } },
  },
];

describe("PackState", () => {
  it("marks a pack whose lesson got a new video on the server 'Update available'", async () => {
    renderWithProviders(<PackState pack={pack} />, { mocks: serverHas(lesson("Pointers", "v2")) });
    expect(await screen.findByText("Update available")).toBeInTheDocument();
    expect(screen.getByText("Ready offline")).toBeInTheDocument();
  });

  it("marks a pack whose lesson was renamed", async () => {
    renderWithProviders(<PackState pack={pack} />, { mocks: serverHas(lesson("Pointers and arrays", "v1")) });
    expect(await screen.findByText("Update available")).toBeInTheDocument();
  });

  it("leaves a pack of an unchanged lesson as it is", async () => {
    const { container } = renderWithProviders(<PackState pack={pack} />, { mocks: serverHas(downloaded) });
    // Wait for the answer: the course's lessons have been compared once the request has settled.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText("Ready offline")).toBeInTheDocument();
    expect(screen.queryByText("Update available")).toBeNull();
    expect(container.querySelectorAll(".MuiChip-root")).toHaveLength(1);
  });
});
