import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion.tsx";

const questions = [
  {
    value: "cost",
    question: "Is Hearthkeep free?",
    answer: "The free plan tracks every appliance and reminds you of every task. Pro adds household sharing.",
  },
  {
    value: "data",
    question: "Can I use it without an account?",
    answer: "Yes. Without an account everything stays in this browser; sign up later and it moves to your account.",
  },
  {
    value: "reminders",
    question: "How do reminders work?",
    answer: "You get an e-mail when a task is due, and a weekly summary if you turn it on in Settings.",
  },
];

const meta = {
  title: "UI/Accordion",
  component: Accordion,
  args: { type: "single", collapsible: true, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-[28rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Accordion {...args}>
      {questions.map((item) => (
        <AccordionItem key={item.value} value={item.value}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof Accordion>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole("button", { name: "Is Hearthkeep free?" });
    const second = canvas.getByRole("button", { name: "Can I use it without an account?" });
    const third = canvas.getByRole("button", { name: "How do reminders work?" });
    // Each trigger sits in a heading so the questions show up in the page outline.
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(3);
    await expect(first).toHaveAttribute("aria-expanded", "false");

    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("cost");
    const region = canvas.getByRole("region", { name: "Is Hearthkeep free?" });
    await expect(region).toHaveTextContent(/free plan/);

    // Arrow keys move between headers, wrapping at the ends; Home and End jump.
    await userEvent.keyboard("{ArrowDown}");
    await expect(second).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(third).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(first).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(third).toHaveFocus();

    // Single mode: opening another closes the first.
    await userEvent.keyboard(" ");
    await expect(third).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");

    // Collapsible: the open one closes again.
    await userEvent.keyboard(" ");
    await expect(third).toHaveAttribute("aria-expanded", "false");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("");
  },
};

export const OpenByDefault: Story = {
  args: { defaultValue: "data" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Can I use it without an account?" })).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText(/stays in this browser/)).toBeVisible();
  },
};

export const Multiple: Story = {
  // Rendered without the shared args: `collapsible` belongs to single mode only and would reach the DOM.
  render: () => (
    <Accordion type="multiple">
      {questions.map((item) => (
        <AccordionItem key={item.value} value={item.value}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Is Hearthkeep free?" }));
    await userEvent.click(canvas.getByRole("button", { name: "How do reminders work?" }));
    await expect(canvas.getByRole("button", { name: "Is Hearthkeep free?" })).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("button", { name: "How do reminders work?" })).toHaveAttribute("aria-expanded", "true");
  },
};

export const Boxed: Story = {
  args: { variant: "boxed", defaultValue: "cost" },
  play: async ({ canvasElement }) => {
    // Every box is closed on all four sides, the last one included.
    for (const item of canvasElement.querySelectorAll('[data-slot="accordion-item"]')) {
      await expect(getComputedStyle(item).borderBottomWidth).toBe("1px");
      await expect(getComputedStyle(item).borderTopWidth).toBe("1px");
    }
  },
};

export const DisabledItem: Story = {
  render: (args) => (
    <Accordion {...args}>
      <AccordionItem value="cost">
        <AccordionTrigger>Is Hearthkeep free?</AccordionTrigger>
        <AccordionContent>Yes, the free plan covers every appliance.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="teams" disabled>
        <AccordionTrigger>Can my household share one home? (coming soon)</AccordionTrigger>
        <AccordionContent>Sharing is on the way.</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const disabled = canvas.getByRole("button", { name: /household/ });
    await expect(disabled).toBeDisabled();
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(disabled).toHaveAttribute("aria-expanded", "false");
  },
};

export const LongText: Story = {
  args: { defaultValue: "long" },
  render: (args) => (
    <Accordion {...args}>
      <AccordionItem value="long">
        <AccordionTrigger>
          What happens to the tasks I completed on this device when I create an account, sign in on another device and then
          sign out again?
        </AccordionTrigger>
        <AccordionContent>
          <p>
            Tasks you completed before signing up move to your account the first time you sign in, together with your
            appliances and their ages. After that, every device you sign in on shows the same history. Signing out removes
            the copy kept in this browser but never the data in your account, so you can sign in again at any time and pick
            up where you left off.
          </p>
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
};

export const Empty: Story = { render: (args) => <Accordion {...args} /> };
