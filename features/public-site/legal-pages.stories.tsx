import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { phoneViewport, withPublicRouter } from "../../test-support/stories/public-router.tsx";
import { BROWSER_STORAGE } from "@domain/entities/browser-storage-registry.ts";
import { CookiePolicyPage, PrivacyPolicyPage, TermsOfServicePage } from "./legal-pages.tsx";

const meta = {
  title: "Pages/Legal",
  component: PrivacyPolicyPage,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof PrivacyPolicyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrivacyPolicy: Story = {
  decorators: [withPublicRouter("/privacy-policy")],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(document.title).toBe("Privacy Policy · Hearthkeep");
    for (const section of ["What we store", "Who else sees it", "How long we keep it", "Your rights and controls"]) {
      await expect(canvas.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    await expect(canvas.getByText(/A hash of your password/)).toBeVisible();
    await userEvent.click(within(canvas.getByRole("main")).getByRole("link", { name: "Cookie Policy" }));
    await expect(await canvas.findByRole("heading", { name: "Arrived at /cookies" })).toBeVisible();
  },
};

export const TermsOfService: Story = {
  render: () => <TermsOfServicePage />,
  decorators: [withPublicRouter("/terms-of-service")],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await expect(document.title).toBe("Terms of Service · Hearthkeep");
    await expect(canvas.getByText(/30-day money-back guarantee/)).toBeVisible();
  },
};

export const CookiePolicy: Story = {
  render: () => <CookiePolicyPage />,
  decorators: [withPublicRouter("/cookies")],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible();
    await expect(document.title).toBe("Cookie Policy · Hearthkeep");
    const table = canvas.getByRole("table", { name: "Cookies and browser storage used by Hearthkeep" });
    // A header row and one row per cookie.
    await expect(within(table).getAllByRole("row")).toHaveLength(BROWSER_STORAGE.length + 1);
    await expect(within(table).getByText("refresh_token")).toBeVisible();
    await expect(within(table).getByText("csrf_token")).toBeVisible();
    // The phone's cards are hidden beside the table.
    await expect(canvas.queryByRole("list", { name: "Cookies and browser storage used by Hearthkeep" })).toBeNull();
  },
};

/** At phone width each entry is a card of stacked fields: every cell shows without scrolling sideways. */
export const CookiePolicyOnAPhone: Story = {
  ...phoneViewport,
  tags: ["phone-only"],
  render: () => <CookiePolicyPage />,
  decorators: [withPublicRouter("/cookies")],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("table")).toBeNull();
    const entries = canvas.getByRole("list", { name: "Cookies and browser storage used by Hearthkeep" });
    await expect(within(entries).getAllByRole("listitem")).toHaveLength(BROWSER_STORAGE.length);
    await expect(within(entries).getByText("refresh_token")).toBeVisible();
    await expect(within(entries).getAllByRole("term").map((term) => term.textContent)).toContain("Lifetime");
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
