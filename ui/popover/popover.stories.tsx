import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/index.ts";
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "./popover.tsx";

const onSnooze = fn();

const meta = {
  title: "UI/Popover",
  component: PopoverContent,
  args: { width: "md", side: "bottom" },
  decorators: [
    (Story) => (
      <div className="flex min-h-72 items-start justify-center p-4">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline">Snooze</Button>
      </PopoverTrigger>
      <PopoverContent aria-labelledby="snooze-title" {...args}>
        <div className="flex flex-col gap-3">
          <h4 id="snooze-title" className="font-medium">
            Snooze this task
          </h4>
          <p className="text-sm text-muted-foreground">We will remind you again after the time you pick.</p>
          <div className="flex gap-2">
            {["1 day", "3 days", "1 week"].map((delay) => (
              <PopoverClose key={delay} asChild>
                <Button size="sm" variant="secondary" onClick={() => { onSnooze(delay); }}>
                  {delay}
                </Button>
              </PopoverClose>
            ))}
          </div>
        </div>
      </PopoverContent>
    </Popover>
  ),
} satisfies Meta<typeof PopoverContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    onSnooze.mockClear();
    const trigger = within(canvasElement).getByRole("button", { name: "Snooze" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(trigger);
    const panel = await screen.findByRole("dialog", { name: "Snooze this task" });
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    // Focus moves into the panel, so keyboard users land on its first choice.
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const ChoosingCloses: Story = {
  play: async ({ canvasElement }) => {
    onSnooze.mockClear();
    const trigger = within(canvasElement).getByRole("button", { name: "Snooze" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const panel = await screen.findByRole("dialog", { name: "Snooze this task" });
    await userEvent.click(within(panel).getByRole("button", { name: "1 week" }));
    await expect(onSnooze).toHaveBeenCalledWith("1 week");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Snooze" }));
    await screen.findByRole("dialog");
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

export const Open: Story = {
  render: (args) => (
    <Popover defaultOpen>
      <PopoverTrigger asChild>
        <Button variant="outline">Where is the model number?</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Where is the model number?" {...args}>
        <p className="text-sm">
          Look for a sticker inside the door frame or on the back panel. It usually starts with the brand&apos;s initials.
        </p>
      </PopoverContent>
    </Popover>
  ),
};

export const Narrow: Story = { ...Open, args: { width: "sm" } };

export const LongText: Story = {
  args: { width: "lg" },
  render: (args) => (
    <Popover defaultOpen>
      <PopoverTrigger asChild>
        <Button variant="outline">Safety first</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Safety first" {...args}>
        <p className="text-sm">
          Turn off the power at the breaker before opening the panel. If the breaker is not labelled, switch off the main
          breaker. Never touch the service wires coming into the panel: they stay live even with the main breaker off. If
          you smell burning or see scorch marks, stop and call a licensed electrician.
        </p>
      </PopoverContent>
    </Popover>
  ),
};
