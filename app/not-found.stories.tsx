import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { authHandlers } from "../mock-api/handlers/auth.ts";
import { accountHandlers } from "../mock-api/handlers/account.ts";
import { notificationHandlers } from "../mock-api/handlers/notifications.ts";
import { progressHandlers } from "../mock-api/handlers/progress.ts";
import { AppAt, pageHeading, patientQueries, storyScreen as screen } from "../test-support/stories/app-story-frame.tsx";

/** Any address the route table does not know shows the not-found page (docs/product.md §2.6). */
const meta = {
  title: "Pages/NotFound",
  component: AppAt,
  parameters: { layout: "fullscreen", msw: { handlers: [authHandlers.session.signedOut] } },
  args: { path: "/no/such/page" },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedInHandlers = [authHandlers.session.signedIn, ...notificationHandlers.some(), ...progressHandlers.noAchievements(), ...accountHandlers.signedIn()];

/** A visitor sees it with the public pages' header and footer. */
export const UnknownAddress: Story = {
  play: async (context) => {
    await pageHeading(context, "Page not found");
    await expect(within(screen(context).getByRole("navigation", { name: "Account" })).getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(screen(context).queryByRole("navigation", { name: "Main" })).toBeNull();
  },
};

/** A signed-in user sees it in the signed-in frame, as every page of theirs (docs/product.md §2.10). */
export const SignedIn: Story = {
  beforeEach: patientQueries,
  parameters: { msw: { handlers: signedInHandlers } },
  play: async (context) => {
    await pageHeading(context, "Page not found");
    await expect(await screen(context).findByRole("link", { name: "Notifications, 2 unread" })).toBeVisible();
    await expect(screen(context).getByRole("button", { name: /^Account menu for Sam/ })).toBeVisible();
    const sections = within(screen(context).getByRole("navigation", { name: "Main" }));
    await expect(sections.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(screen(context).queryByRole("link", { name: "Sign in" })).toBeNull();
    await expect(screen(context).getAllByRole("main")).toHaveLength(1);
    await expect(screen(context).getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute("href", "/dashboard");
  },
};

/** A blog address naming no article is an unknown address: a visitor sees it as any other, in the public frame. */
export const UnknownBlogArticle: Story = {
  args: { path: "/blog/no-such-article" },
  play: async (context) => {
    await pageHeading(context, "Page not found");
    await expect(within(screen(context).getByRole("navigation", { name: "Account" })).getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(screen(context).queryByRole("navigation", { name: "Main" })).toBeNull();
    await expect(screen(context).getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  },
};

/** …and a signed-in user sees it in the signed-in frame, as any other unknown address of theirs. */
export const UnknownBlogArticleSignedIn: Story = {
  beforeEach: patientQueries,
  args: { path: "/blog/no-such-article" },
  parameters: { msw: { handlers: signedInHandlers } },
  play: async (context) => {
    await pageHeading(context, "Page not found");
    await expect(await screen(context).findByRole("link", { name: "Notifications, 2 unread" })).toBeVisible();
    await expect(within(screen(context).getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(screen(context).queryByRole("navigation", { name: "Account" })).toBeNull();
    await expect(screen(context).getAllByRole("main")).toHaveLength(1);
    await expect(screen(context).getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute("href", "/dashboard");
  },
};

/** An article that exists stays a public page, in the public frame, for a signed-in user as well. */
export const KnownBlogArticleSignedIn: Story = {
  beforeEach: patientQueries,
  args: { path: "/blog/furnace-filter-guide" },
  parameters: { msw: { handlers: signedInHandlers } },
  play: async (context) => {
    await pageHeading(context, "How often should you change your furnace filter?");
    const account = within(screen(context).getByRole("navigation", { name: "Account" }));
    await expect(await account.findByRole("link", { name: "Go to dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(screen(context).queryByRole("navigation", { name: "Main" })).toBeNull();
  },
};
