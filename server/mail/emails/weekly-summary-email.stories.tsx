import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { EmailPreview } from "./email-preview.tsx";
import { appAssetAt } from "./app-asset-handler.ts";
import { EXAMPLE_APP_URL, weeklySummaryEmptyWeek, weeklySummaryGoodWeek } from "./email-fixtures.ts";
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
