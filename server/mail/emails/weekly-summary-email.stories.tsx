import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { EmailPreview } from "./email-preview.tsx";
import { weeklySummaryEmptyWeek, weeklySummaryGoodWeek } from "./email-fixtures.ts";
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
  parameters: { layout: "fullscreen" },
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
