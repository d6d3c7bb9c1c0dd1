import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { authHandlers } from "../mock-api/handlers/auth.ts";
import { accountHandlers } from "../mock-api/handlers/account.ts";
import { notificationHandlers } from "../mock-api/handlers/notifications.ts";
import { progressHandlers } from "../mock-api/handlers/progress.ts";
import { AppAt, pageHeading, patientQueries, storyScreen as screen } from "./app-story-frame.tsx";

/** Any address the route table does not know shows the not-found page (docs/product.md §2.6). */
const meta = {
  title: "Pages/NotFound",
  component: AppAt,
  parameters: { layout: "fullscreen", msw: { handlers: [authHandlers.session.signedOut] } },
  args: { path: "/no/such/page" },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

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
  parameters: {
    msw: { handlers: [authHandlers.session.signedIn, ...notificationHandlers.some(), ...progressHandlers.noAchievements(), ...accountHandlers.signedIn()] },
  },
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
