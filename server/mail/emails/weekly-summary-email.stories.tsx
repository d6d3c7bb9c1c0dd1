import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { EmailPreview } from "./email-preview.tsx";
import { appAssetAt } from "./app-asset-handler.ts";
import { EXAMPLE_APP_URL, weeklySummaryEmptyWeek, weeklySummaryGoodWeek, weeklySummarySharedHome, weeklySummaryTwoHomes } from "./email-fixtures.ts";
import { WeeklySummaryEmail, weeklySummarySubject, type WeeklySummaryEmailProps } from "./weekly-summary-email.tsx";

function WeeklySummaryPreview(props: WeeklySummaryEmailProps) {
  return (
    <EmailPreview subject={weeklySummarySubject(props)}>
      <WeeklySummaryEmail {...props} />
    </EmailPreview>
  );
}

const meta = {
  title: "Emails/WeeklySummary",
  component: WeeklySummaryPreview,
  // The logo is the app's own icon, asked for at the app's address.
  parameters: { layout: "fullscreen", msw: { handlers: [appAssetAt(EXAMPLE_APP_URL, "/icon-192.png")] } },
  args: weeklySummaryGoodWeek,
} satisfies Meta<typeof WeeklySummaryPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

async function frameText(canvasElement: HTMLElement): Promise<string> {
  const frame = await within(canvasElement).findByTitle<HTMLIFrameElement>(/^E-mail:/);
  return frame.srcdoc;
}

export const GoodWeek: Story = {
  play: async ({ canvasElement }) => {
    const html = await frameText(canvasElement);
    await expect(html).toContain("$310");
    await expect(html).toContain("1 h 35 min");
    await expect(html).toContain("Test smoke alarms");
    // A home kept alone: no one is named.
    await expect(html).not.toContain("Done this week");
  },
};

/** docs/product.md §6.5: in a home kept with others, the week's completions say who did each. */
export const SharedHome: Story = {
  args: weeklySummarySharedHome,
  play: async ({ canvasElement }) => {
    const html = await frameText(canvasElement);
    await expect(html).toContain("Done this week");
    await expect(html).toContain("Replace the HVAC air filter");
    await expect(html).toContain("— by Sam Lee");
    await expect(html).toContain("— by you");
    await expect(html).toContain("— by a former member");
  },
};

/** docs/product.md §4.17: a person in two homes gets one summary, a part for each home under its name. */
export const TwoHomes: Story = {
  args: weeklySummaryTwoHomes,
  play: async ({ canvasElement }) => {
    const html = await frameText(canvasElement);
    await expect(html).toContain("Your week: 4 tasks done");
    await expect(html).toContain("Maple Street");
    await expect(html).toContain("Lake cottage");
    await expect(html).toContain("— by Sam Lee");
    await expect(html).toContain("Overdue (1)");
  },
};

export const EmptyWeek: Story = {
  args: weeklySummaryEmptyWeek,
  play: async ({ canvasElement }) => {
    const html = await frameText(canvasElement);
    await expect(html).toContain("A quiet week");
    await expect(html).toContain("Overdue (1)");
    await expect(html).toContain("Nothing is due next week.");
  },
};
