import { describe, expect, test } from "vitest";
import { blogArticles, findArticle, formatPublished } from "./blog-articles.ts";

describe("blog articles", () => {
  test("slugs are unique, kebab-case, and the list is newest first", () => {
    const slugs = blogArticles.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const dates = blogArticles.map((article) => article.published);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  test("every article has a picture with words for it and a body that starts with text", () => {
    for (const article of blogArticles) {
      expect(article.image.alt.length).toBeGreaterThan(10);
      expect(article.body[0]?.kind).toBe("paragraph");
    }
  });

  test("findArticle answers the article of a slug, nothing for an unknown one", () => {
    expect(findArticle("furnace-filter-guide")?.title).toBe("How often should you change your furnace filter?");
    expect(findArticle("no-such-article")).toBeUndefined();
    expect(findArticle(undefined)).toBeUndefined();
  });

  test.each([
    ["2026-10-14", "Oct 14, 2026"],
    ["2026-01-01", "Jan 1, 2026"],
  ])("formatPublished(%s) is %s", (date, text) => {
    expect(formatPublished(date)).toBe(text);
  });
});
