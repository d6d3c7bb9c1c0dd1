import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../button/index.ts";
import { Skeleton } from "../skeleton/index.ts";
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card.tsx";

const meta = {
  title: "UI/Card",
  component: Card,
  args: { variant: "elevated" },
  decorators: [
    (Story) => (
      <div className="w-[22rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const onComplete = fn();

export const Default: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Replace furnace filter</CardTitle>
        <CardDescription>Furnace · every 3 months · 10 min</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">A clean filter keeps the air moving and can cut heating costs by up to 15%.</p>
      </CardContent>
      <CardFooter>
        <Button size="sm" onClick={onComplete}>
          Mark complete
        </Button>
        <Button size="sm" variant="ghost">
          Snooze
        </Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 3, name: "Replace furnace filter" })).toBeVisible();
    onComplete.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Mark complete" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onComplete).toHaveBeenCalledTimes(1);
  },
};

export const Flat: Story = { ...Default, args: { variant: "flat" }, play: undefined };

export const WithHeaderAction: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Water heater</CardTitle>
        <CardDescription>Installed 2019 · 3 tasks</CardDescription>
        <CardAction>
          <Button size="sm" variant="outline">
            Edit
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        <p className="text-sm">Next: flush the tank in 12 days.</p>
      </CardContent>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole("heading", { name: "Water heater" });
    const edit = canvas.getByRole("button", { name: "Edit" });
    // The action sits on the same row as the title, at the end.
    await expect(edit.getBoundingClientRect().left).toBeGreaterThan(title.getBoundingClientRect().left);
    await expect(Math.abs(edit.getBoundingClientRect().top - title.getBoundingClientRect().top)).toBeLessThan(12);
  },
};

export const InteractiveFocus: Story = {
  args: { variant: "interactive" },
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>
          <a href="#task-clean-gutters" className="outline-none after:absolute after:inset-0">
            Clean gutters
          </a>
        </CardTitle>
        <CardDescription>Roof · twice a year</CardDescription>
      </CardHeader>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "Clean gutters" });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const card = canvasElement.querySelector('[data-slot="card"]');
    await expect(card).not.toBeNull();
    // The focus ring is drawn on the whole card, not hidden inside it.
    await expect(getComputedStyle(card as Element).boxShadow).not.toBe("none");
  },
};

export const LongText: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Inspect and re-caulk the seals around every exterior window and sliding patio door before winter</CardTitle>
        <CardDescription>
          Building envelope · once a year · 90 min · needs a caulking gun, silicone sealant rated for exterior use and a
          utility knife
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">
          Supercalifragilisticexpialidociousunbrokenwordsthatmustwrapinsteadofoverflowingthecard. Gaps of more than a few
          millimetres let in draughts and water; replacing tired caulk is one of the cheapest ways to lower heating bills.
        </p>
      </CardContent>
      <CardFooter>
        <Button size="sm">Mark complete</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="card"]');
    await expect(card).not.toBeNull();
    // Long words wrap: nothing sticks out of the card.
    await expect((card as HTMLElement).scrollWidth).toBeLessThanOrEqual((card as HTMLElement).clientWidth);
  },
};

export const Empty: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Upcoming tasks</CardTitle>
        <CardDescription>Nothing due in the next 30 days.</CardDescription>
      </CardHeader>
    </Card>
  ),
};

/** While its data loads, a card keeps its shape with skeletons and says once that it is loading. */
export const Loading: Story = {
  render: (args) => (
    <Card {...args} role="status" aria-busy="true" aria-label="Loading task">
      <CardHeader>
        <Skeleton shape="text" className="h-5 w-2/3" />
        <Skeleton shape="text" className="w-1/2" />
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Skeleton shape="text" />
        <Skeleton shape="text" className="w-5/6" />
      </CardContent>
      <CardFooter>
        <Skeleton className="h-8 w-28" />
      </CardFooter>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("status", { name: "Loading task" });
    await expect(card).toHaveAttribute("aria-busy", "true");
    await expect(within(canvasElement).queryByRole("heading")).toBeNull();
  },
};
