import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { blogArticles } from "./blog-articles.ts";
import { BlogArticlePage, BlogPage } from "./blog-pages.tsx";
import { withPublicRouter } from "../../test-support/stories/public-router.tsx";

const meta = {
  title: "Pages/Blog",
  component: BlogPage,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof BlogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ArticleList: Story = {
  decorators: [withPublicRouter("/blog")],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await expect(document.title).toBe("Blog · Hearthkeep");
    for (const article of blogArticles) {
      await expect(canvas.getByRole("link", { name: article.title })).toHaveAttribute("href", `/blog/${article.slug}`);
    }
    await userEvent.click(canvas.getByRole("link", { name: blogArticles[0]?.title ?? "" }));
    await expect(await canvas.findByRole("heading", { name: `Arrived at /blog/${blogArticles[0]?.slug ?? ""}` })).toBeVisible();
  },
};

const article = blogArticles.find((candidate) => candidate.slug === "furnace-filter-guide") ?? blogArticles[0];

export const Article: Story = {
  render: () => <BlogArticlePage />,
  decorators: [withPublicRouter(`/blog/${article?.slug ?? ""}`, "/blog/:slug")],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: article?.title })).toBeVisible();
    await expect(document.title).toBe(`${article?.title ?? ""} · Hearthkeep`);
    await expect(canvas.getByRole("img", { name: article?.image.alt })).toHaveAttribute("width", "800");
    await expect(canvas.getByRole("heading", { level: 2, name: "How to change it" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "All articles" })).toHaveAttribute("href", "/blog");
  },
};

export const UnknownArticle: Story = {
  render: () => <BlogArticlePage />,
  decorators: [withPublicRouter("/blog/no-such-article", "/blog/:slug")],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  },
};
