import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { blogArticles } from "./blog-articles.ts";

const publicDir = path.resolve(import.meta.dirname, "..", "..", "public");
const sitemap = readFileSync(path.join(publicDir, "sitemap.xml"), "utf8");
const listed = [...sitemap.matchAll(/<loc>https:\/\/hearthkeep\.app([^<]*)<\/loc>/g)].map((match) => match[1]);

describe("public/sitemap.xml", () => {
  test("lists every public page under its canonical address, each once", () => {
    const pages = ["/", "/pricing", "/about", "/faq", "/blog", "/contact-us", "/sign-up", "/sign-in", "/privacy-policy", "/terms-of-service", "/cookies"];
    for (const page of pages) expect(listed).toContain(page);
    expect(new Set(listed).size).toBe(listed.length);
  });

  test("lists exactly the blog's articles", () => {
    const articles = listed.filter((page) => page?.startsWith("/blog/"));
    expect(articles.sort()).toEqual(blogArticles.map((article) => `/blog/${article.slug}`).sort());
  });

  test("robots.txt points crawlers at it and keeps them out of the signed-in app", () => {
    const robots = readFileSync(path.join(publicDir, "robots.txt"), "utf8");
    expect(robots).toContain("Sitemap: https://hearthkeep.app/sitemap.xml");
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(/^Disallow: \/dashboard$/m);
  });
});
