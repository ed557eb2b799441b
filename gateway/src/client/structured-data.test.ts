// The JSON-LD of the public pages, checked structurally against schema.org and what Google's structured-data
// documentation requires of each type: Course (course info), JobPosting, Event and Organization.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPublicSite, type PublicContent } from "../../test/public-content.ts";
import type { TestGateway } from "../../test/start-gateway.ts";

type Node = Record<string, unknown> & { "@type"?: string };

let gateway: TestGateway;
let content: PublicContent;

beforeAll(async () => {
  ({ gateway, content } = await startPublicSite());
}, 120_000);
afterAll(() => gateway.close());

/** Every JSON-LD block of the page's first HTML, parsed; each must be a top-level schema.org node. */
async function structuredData(url: string): Promise<Node[]> {
  const html = await (await fetch(`${gateway.url}${url}`, { headers: { accept: "*/*" } })).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Node,
  );
  for (const block of blocks) expect(block["@context"]).toBe("https://schema.org");
  return blocks;
}

const text = expect.stringMatching(/\S/);
const isoDate = (value: unknown) =>
  typeof value === "string" && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value);
const absolute = () =>
  expect.stringMatching(new RegExp(`^${gateway.config.publicUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/`));

function expectOrganization(node: unknown) {
  expect(node).toMatchObject({ "@type": "Organization", name: text });
}

function expectPlace(node: unknown) {
  // A Place needs an address; Google reads the country (and the city where there is one).
  expect(node).toMatchObject({ "@type": "Place", address: { "@type": "PostalAddress", addressCountry: "IN" } });
}

describe("JSON-LD", () => {
  it("describes a course page as a Course with its provider, offer and CourseInstance", async () => {
    const blocks = await structuredData(`/courses/${content.course.id}`);
    expect(blocks).toHaveLength(1);
    const [course] = blocks;
    expect(course).toMatchObject({
      "@type": "Course",
      name: content.course.title,
      description: text,
      url: absolute(),
      image: absolute(),
    });
    expectOrganization(course.provider);
    expect(course.provider).toMatchObject({ url: absolute() });
    const offers = course.offers as Node[];
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(["Free", "Partially Free", "Subscription", "Paid"]).toContain(offer.category);
    const instances = course.hasCourseInstance as Node[];
    expect(instances.length).toBeGreaterThan(0);
    for (const instance of instances) {
      expect(instance["@type"]).toBe("CourseInstance");
      expect(["Online", "Onsite", "Blended"]).toContain(instance.courseMode);
      // Google requires a schedule or a workload; the workload is an ISO 8601 duration.
      expect(instance.courseWorkload).toMatch(/^PT(\d+H)?(\d+M)?$/);
    }
    expect(instances[0].courseWorkload).toBe("PT1H30M");
  });

  it("describes every internship and placement as a JobPosting", async () => {
    const internships = await structuredData("/internships");
    const placements = await structuredData("/placement");
    expect(internships).toHaveLength(content.internships.length);
    expect(placements).toHaveLength(content.placements.length);
    for (const posting of [...internships, ...placements]) {
      expect(posting).toMatchObject({ "@type": "JobPosting", title: text, description: text, employmentType: text });
      expect(isoDate(posting.datePosted)).toBe(true);
      if (posting.validThrough !== undefined) expect(isoDate(posting.validThrough)).toBe(true);
      expectOrganization(posting.hiringOrganization);
      // Either a workplace or, for remote work, TELECOMMUTE with the countries applicants may live in.
      if (posting.jobLocationType === "TELECOMMUTE")
        expect(posting.applicantLocationRequirements).toMatchObject({ "@type": "Country", name: text });
      else expectPlace(posting.jobLocation);
    }
    expect(internships.map((posting) => posting.employmentType)).toEqual(["INTERN", "INTERN"]);
    expect(internships.find((posting) => posting.title === "Content Writer Intern")?.jobLocationType).toBe(
      "TELECOMMUTE",
    );
    expect(
      (internships.find((posting) => posting.title === "Frontend Developer Intern")?.jobLocation as Node).address,
    ).toMatchObject({ addressLocality: "Bengaluru" });
  });

  it("describes every exam as an Event with its start, attendance mode and location", async () => {
    const events = await structuredData("/exams");
    expect(events).toHaveLength(content.exams.length);
    for (const event of events) {
      expect(event).toMatchObject({ "@type": "Event", name: text });
      expect(isoDate(event.startDate)).toBe(true);
      expect(Date.parse(event.endDate as string)).toBeGreaterThan(Date.parse(event.startDate as string));
      const location = event.location as Node;
      if (location["@type"] === "VirtualLocation") {
        expect(event.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
        expect(location.url).toEqual(absolute());
      } else {
        expect(event.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");
        expectPlace(location);
      }
    }
    expect(events.find((event) => event.name === "Banking Entrance Practice")?.location).toMatchObject({
      name: "Delhi",
    });
  });

  it("describes the about page as the Organization", async () => {
    const [organization, ...others] = await structuredData("/about");
    expect(others).toEqual([]);
    expectOrganization(organization);
    expect(organization).toMatchObject({
      name: "VidyaPath",
      url: absolute(),
      logo: absolute(),
      description: "Quality learning for every student in India, in their language.",
    });
    expect(organization.sameAs).toEqual(expect.arrayContaining([expect.stringMatching(/^https:\/\//)]));
  });

  it("is escaped so no text can end its script element", async () => {
    await gateway.app.services.db.prisma.course.update({
      where: { id: content.course.id },
      data: { description: "Ends here </script><script>alert(1)</script>" },
    });
    const html = await (await fetch(`${gateway.url}/courses/${content.course.id}`)).text();
    expect(html).not.toContain("</script><script>alert(1)");
    const [course] = await structuredData(`/courses/${content.course.id}`);
    expect(course.description).toBe("Ends here </script><script>alert(1)</script>");
  });
});
