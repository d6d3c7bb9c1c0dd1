import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AlertTriangle, CheckCircle2, Clock } from "lucide-react";
import { Badge } from "./badge.tsx";

const meta = {
  title: "UI/Badge",
  component: Badge,
  args: { children: "Medium", tone: "neutral" },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Primary: Story = { args: { tone: "primary", children: "Today" } };
export const Accent: Story = { args: { tone: "accent", children: "Quick win" } };
export const Danger: Story = { args: { tone: "danger", children: "Overdue" } };
export const Outline: Story = { args: { tone: "outline", children: "This Week" } };
export const Muted: Story = { args: { tone: "muted", children: "Snoozed" } };
export const Small: Story = { args: { size: "sm", children: "Easy" } };

/** How the product maps task priority onto tones: the word carries the meaning, the tone the urgency. */
export const Priority: Story = {
  render: () => (
    <div className="flex gap-2">
      <Badge tone="danger">High</Badge>
      <Badge tone="accent">Medium</Badge>
      <Badge tone="muted">Low</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const word of ["High", "Medium", "Low"]) {
      await expect(canvas.getByText(word)).toHaveAttribute("data-slot", "badge");
    }
    // Each tone looks different from the next, so priorities can be told apart at a glance.
    const backgrounds = ["High", "Medium", "Low"].map((word) => getComputedStyle(canvas.getByText(word)).backgroundColor);
    await expect(new Set(backgrounds).size).toBe(3);
  },
};

export const Difficulty: Story = {
  render: () => (
    <div className="flex gap-2">
      <Badge tone="outline">Easy</Badge>
      <Badge tone="neutral">Medium</Badge>
      <Badge tone="primary">Hard</Badge>
    </div>
  ),
};

export const StatusWithIcons: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge tone="danger">
        <AlertTriangle aria-hidden="true" />
        Overdue
      </Badge>
      <Badge tone="primary">
        <Clock aria-hidden="true" />
        Today
      </Badge>
      <Badge tone="outline">This Week</Badge>
      <Badge tone="accent">
        <CheckCircle2 aria-hidden="true" />
        Completed
      </Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Icons are decoration: the accessible text is the word alone.
    await expect(canvas.getByText("Overdue")).toHaveTextContent(/^Overdue$/);
    for (const icon of canvasElement.querySelectorAll("svg")) {
      await expect(icon).toHaveAttribute("aria-hidden", "true");
    }
  },
};

export const AsLink: Story = {
  render: () => (
    <Badge asChild tone="outline">
      <a href="#filter-overdue">Overdue · 3</a>
    </Badge>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Overdue · 3" });
    await expect(link).toHaveAttribute("data-slot", "badge");
    link.focus();
    await expect(link).toHaveFocus();
  },
};

export const LongText: Story = {
  args: { children: "Needs a licensed electrician" },
  decorators: [
    (Story) => (
      <div className="w-40">
        <Story />
      </div>
    ),
  ],
};
