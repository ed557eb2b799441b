// robots.txt and sitemap.xml for search engines: every public page and published course, under PUBLIC_URL.
import { listPublishedCourseDates } from "@app/schema";
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../services.ts";
import { INDEXABLE_PAGES } from "./client-pages.ts";

export function registerSeo(app: FastifyInstance, { config, db }: AppServices) {
  app.get("/robots.txt", async (_request, reply) => {
    const lines = [
      "User-agent: *",
      "Allow: /",
      "Disallow: /admin",
      "Disallow: /profile",
      "Disallow: /api/",
      "Disallow: /graphql",
    ];
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600");
    return `${lines.join("\n")}\n\nSitemap: ${config.publicUrl}/sitemap.xml\n`;
  });

  app.get("/sitemap.xml", async (_request, reply) => {
    const origin = config.publicUrl;
    const courses = await listPublishedCourseDates(db.prisma);
    const entries = [
      ...INDEXABLE_PAGES.map((page) => urlEntry(`${origin}${page === "/" ? "/" : page}`)),
      ...courses.map((course) => urlEntry(`${origin}/courses/${encodeURIComponent(course.id)}`, course.updatedAt)),
    ];
    reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=600");
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
  });
}

function urlEntry(location: string, modified?: Date): string {
  const lastmod = modified ? `<lastmod>${new Date(modified).toISOString()}</lastmod>` : "";
  return `  <url><loc>${escapeXml(location)}</loc>${lastmod}</url>`;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[char]!);
