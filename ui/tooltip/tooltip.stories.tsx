import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Info, Trash2 } from "lucide-react";
import { Button } from "../button/index.ts";
import { Tooltip, TooltipContent, TooltipTrigger } from "./tooltip.tsx";

const meta = {
  title: "UI/Tooltip",
  component: TooltipContent,
  args: { tone: "inverted", side: "top", children: "Saves you about $50 a year" },
  parameters: { layout: "centered" },
  decorators: [
    (Story) => (
      <div className="p-16">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Why this matters">
          <Info aria-hidden="true" />
        </Button>
      </TooltipTrigger>
      <TooltipContent {...args} />
    </Tooltip>
  ),
} satisfies Meta<typeof TooltipContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Why this matters" });
    await expect(screen.queryByRole("tooltip")).toBeNull();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole("tooltip");
    await expect(tooltip).toHaveTextContent("Saves you about $50 a year");
    // The hint describes the trigger for screen readers; the trigger keeps its own name.
    await expect(trigger).toHaveAccessibleDescription("Saves you about $50 a year");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const ShowsOnHover: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Why this matters" });
    await userEvent.hover(trigger);
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Saves you about $50 a year");
    await userEvent.unhover(trigger);
    // The pointer then moves on, away from the trigger and the tooltip: Radix keeps a tooltip open while the
    // pointer may still be heading for it, and closes it at the first move that is not.
    const view = canvasElement.ownerDocument.defaultView ?? window;
    await userEvent.pointer({ target: canvasElement.ownerDocument.body, coords: { clientX: view.innerWidth - 2, clientY: view.innerHeight - 2 } });
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
  },
};

export const Open: Story = { args: { side: "bottom" }, render: (args) => (
  <Tooltip open>
    <TooltipTrigger asChild>
      <Button variant="outline">Hover me</Button>
    </TooltipTrigger>
    <TooltipContent {...args} />
  </Tooltip>
) };

export const CardTone: Story = { ...Open, args: { tone: "card", side: "right", children: "Last done 3 months ago" } };

export const LongText: Story = {
  ...Open,
  args: {
    side: "bottom",
    children: "Cleaning the dryer vent removes lint that can catch fire and lets loads dry faster, saving energy on every run.",
  },
};

/** A disabled button cannot take focus or hover, so the tooltip goes on a focusable wrapper that explains why. */
export const OnDisabledButton: Story = {
  render: (args) => (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the wrapper must take focus so keyboard users reach the explanation */}
        <span tabIndex={0} className="inline-flex rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60">
          <Button variant="destructive" disabled>
            <Trash2 aria-hidden="true" />
            Delete appliance
          </Button>
        </span>
      </TooltipTrigger>
      <TooltipContent {...args}>Finish or remove its open tasks first</TooltipContent>
    </Tooltip>
  ),
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Finish or remove its open tasks first");
  },
};
