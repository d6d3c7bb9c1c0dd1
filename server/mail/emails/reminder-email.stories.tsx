import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { EmailPreview } from "./email-preview.tsx";
import { appAssetAt } from "./app-asset-handler.ts";
import { EXAMPLE_APP_URL, reminderManyTasks, reminderOneTask, reminderTwoHomes, reminderWithOverdue } from "./email-fixtures.ts";
import { ReminderEmail, reminderSubject, type ReminderEmailProps } from "./reminder-email.tsx";

function ReminderPreview(props: ReminderEmailProps) {
  return (
    <EmailPreview subject={reminderSubject(props.tasks)}>
      <ReminderEmail {...props} />
    </EmailPreview>
  );
}

const meta = {
  title: "Emails/Reminder",
  component: ReminderPreview,
  // The logo is the app's own icon, asked for at the app's address.
  parameters: { layout: "fullscreen", msw: { handlers: [appAssetAt(EXAMPLE_APP_URL, "/icon-192.png")] } },
  args: reminderOneTask,
} satisfies Meta<typeof ReminderPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

async function frameText(canvasElement: HTMLElement): Promise<string> {
  const frame = await within(canvasElement).findByTitle<HTMLIFrameElement>(/^E-mail:/);
  return frame.srcdoc;
}

export const OneTask: Story = {
  play: async ({ canvasElement }) => {
    const html = await frameText(canvasElement);
    await expect(html).toContain("Clean the dishwasher filter");
    await expect(html).toContain("Due tomorrow");
    await expect(within(canvasElement).getByText(/Subject:/).parentElement).toHaveTextContent("1 task due soon");
  },
};

export const ManyTasks: Story = {
  args: reminderManyTasks,
  play: async ({ canvasElement }) => {
    const html = await frameText(canvasElement);
    for (const task of reminderManyTasks.tasks) await expect(html).toContain(task.name);
    await expect(html).toContain("due this week");
  },
};

export const WithOverdue: Story = {
  args: reminderWithOverdue,
  play: async ({ canvasElement }) => {
    const html = await frameText(canvasElement);
    await expect(html).toContain("Overdue by 7 days");
    await expect(within(canvasElement).getByText(/Subject:/).parentElement).toHaveTextContent("3 tasks need you soon, 2 overdue");
  },
};

/** A person in two homes (docs/product.md §6.5): one reminder, each task labelled with its home. */
export const TwoHomes: Story = {
  name: "Two homes",
  args: reminderTwoHomes,
  play: async ({ canvasElement }) => {
    const html = await frameText(canvasElement);
    await expect(html).toContain("Lake cottage · </span>Furnace");
    await expect(html).toContain("My home · </span>Smoke detectors");
    await expect(within(canvasElement).getByText(/Subject:/).parentElement).toHaveTextContent("3 tasks need you soon, 1 overdue");
  },
};
