import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { FaqPage } from "./faq-page.tsx";
import { faqEntries } from "./faq-entries.ts";
import { withPublicRouter } from "../../test-support/stories/public-router.tsx";

const meta = {
  title: "Pages/FAQ",
  component: FaqPage,
  parameters: { layout: "fullscreen" },
  decorators: [withPublicRouter("/faq")],
} satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
    await expect(document.title).toBe("FAQ · Hearthkeep");
    const questions = canvas.getAllByRole("button", { expanded: false });
    await expect(questions).toHaveLength(faqEntries.length);
  },
};

/** The keyboard opens an answer: Tab to a question, Enter shows it, arrow keys move between questions. */
export const KeyboardOpensAnAnswer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole("button", { name: "What does Hearthkeep do?" });
    first.focus();
    await userEvent.keyboard("{Enter}");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText(/It keeps a maintenance schedule for your home/)).toBeVisible();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("button", { name: "How long does setup take?" })).toHaveFocus();
  },
};

export const OneAnswerOpen: Story = {
  args: { defaultOpen: ["refund"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "What if Pro is not for me?" })).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText(/30-day money-back guarantee/)).toBeVisible();
  },
};
