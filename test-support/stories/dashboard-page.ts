import type { StoryContext } from "@storybook/react-vite";
import { within } from "storybook/test";

/*
 * What the dashboard's stories (features/dashboard/dashboard-screen.stories.tsx) and its browser tests
 * (dashboard-screen.browser.test.tsx) look for on the page.
 */

export type DashboardContext = Pick<StoryContext, "canvasElement">;

/** The whole page: toasts and dialogs render outside the story's canvas. */
export const dashboardPage = ({ canvasElement }: DashboardContext) => within(canvasElement.ownerDocument.body);
export const taskGroup = async (context: DashboardContext, name: RegExp) => within(await dashboardPage(context).findByRole("region", { name }));
export const cardNames = (region: HTMLElement) => within(region).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
/** The first answer can be slow on a busy machine; later waits are short. */
export const dashboardReady = (context: DashboardContext) => dashboardPage(context).findByRole("heading", { level: 1 }, { timeout: 10_000 });
export const toasts = (context: DashboardContext) => within(dashboardPage(context).getByRole("region", { name: /Notifications/ }));
/** A toast follows a request to the mock server: on a busy machine that takes longer than the usual second. */
export const toastSaying = (context: DashboardContext, text: string) => toasts(context).findByText(text, {}, { timeout: 10_000 });
