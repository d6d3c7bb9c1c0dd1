import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { MoreHorizontal, Pencil, Clock, Trash2, Share2 } from "lucide-react";
import { Button } from "../button/index.ts";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "./dropdown-menu.tsx";

const onAction = fn();

const meta = {
  title: "UI/DropdownMenu",
  component: DropdownMenu,
  decorators: [
    (Story) => (
      <div className="flex min-h-80 items-start justify-center p-4">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Task actions">
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel>Replace furnace filter</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={() => { onAction("edit"); }}>
            <Pencil aria-hidden="true" />
            Edit
            <DropdownMenuShortcut>E</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>
              <Clock aria-hidden="true" />
              Snooze
            </DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <DropdownMenuItem onSelect={() => { onAction("snooze-1d"); }}>1 day</DropdownMenuItem>
              <DropdownMenuItem onSelect={() => { onAction("snooze-1w"); }}>1 week</DropdownMenuItem>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
          <DropdownMenuItem disabled onSelect={() => { onAction("share"); }}>
            <Share2 aria-hidden="true" />
            Share with household
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => { onAction("delete"); }}>
          <Trash2 aria-hidden="true" />
          Delete task
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardOperation: Story = {
  play: async ({ canvasElement }) => {
    onAction.mockClear();
    const trigger = within(canvasElement).getByRole("button", { name: "Task actions" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const edit = within(menu).getByRole("menuitem", { name: /Edit/ });
    await waitFor(() => expect(edit).toHaveFocus());

    // Down moves to Snooze, then skips the disabled Share item straight to Delete.
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(menu).getByRole("menuitem", { name: "Snooze" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(menu).getByRole("menuitem", { name: "Delete task" })).toHaveFocus();

    // Right opens the submenu, Enter picks, and the whole menu closes with focus back on the trigger.
    await userEvent.keyboard("{ArrowUp}{ArrowRight}");
    const submenu = await waitFor(() => {
      const menus = screen.getAllByRole("menu");
      if (menus.length !== 2) throw new Error(`expected the submenu to open, found ${menus.length} menu(s)`);
      return menus[1] as HTMLElement;
    });
    await waitFor(() => expect(within(submenu).getByRole("menuitem", { name: "1 day" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(onAction).toHaveBeenCalledWith("snooze-1w");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    onAction.mockClear();
    const trigger = within(canvasElement).getByRole("button", { name: "Task actions" });
    trigger.focus();
    await userEvent.keyboard(" ");
    await screen.findByRole("menu");
    // Typing a letter jumps to the first item that starts with it.
    await userEvent.keyboard("d");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Delete task" })).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(onAction).not.toHaveBeenCalled();
  },
};

export const DisabledItem: Story = {
  play: async ({ canvasElement }) => {
    onAction.mockClear();
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Task actions" }));
    const share = await screen.findByRole("menuitem", { name: "Share with household" });
    await expect(share).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(share, { pointerEventsCheck: 0 });
    await expect(onAction).not.toHaveBeenCalled();
    // The menu stays open on a disabled item; close it so the page is whole again.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  },
};

/**
 * Stories that stay open for the screenshot use `modal={false}`: a modal menu hides the rest of the page
 * with aria-hidden while trapping focus, which axe cannot see and reports as hidden focusable content.
 */
export const Open: Story = { args: { defaultOpen: true, modal: false } };

/** The highlighted (focused) item, as keyboard users see it. */
export const OpenWithHighlight: Story = {
  args: { defaultOpen: true, modal: false },
  play: async () => {
    const menu = await screen.findByRole("menu");
    within(menu).getByRole("menuitem", { name: /Edit/ }).focus();
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Snooze" })).toHaveFocus());
  },
};

function FilterMenu({ modal = true }: { modal?: boolean }) {
  const [status, setStatus] = React.useState("all");
  const [showSnoozed, setShowSnoozed] = React.useState(false);
  return (
    <DropdownMenu modal={modal}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Filter: {status}</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-56">
        <DropdownMenuLabel>Status</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={status} onValueChange={setStatus}>
          {["all", "completed", "pending", "overdue"].map((value) => (
            <DropdownMenuRadioItem key={value} value={value} className="capitalize">
              {value}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem checked={showSnoozed} onCheckedChange={setShowSnoozed}>
          Show snoozed tasks
        </DropdownMenuCheckboxItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export const RadioAndCheckbox: Story = {
  render: () => <FilterMenu />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Filter: all" }));
    await expect(await screen.findByRole("menuitemradio", { name: "all" })).toHaveAttribute("aria-checked", "true");
    await userEvent.click(screen.getByRole("menuitemradio", { name: "overdue" }));
    await expect(canvas.getByRole("button", { name: "Filter: overdue" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Filter: overdue" }));
    await expect(await screen.findByRole("menuitemradio", { name: "overdue" })).toHaveAttribute("aria-checked", "true");
    const snoozed = screen.getByRole("menuitemcheckbox", { name: "Show snoozed tasks" });
    await expect(snoozed).toHaveAttribute("aria-checked", "false");
    await userEvent.click(snoozed);
    await userEvent.click(canvas.getByRole("button", { name: "Filter: overdue" }));
    await expect(await screen.findByRole("menuitemcheckbox", { name: "Show snoozed tasks" })).toHaveAttribute("aria-checked", "true");
    await userEvent.keyboard("{Escape}");
  },
};

export const FilterOpen: Story = {
  render: () => <FilterMenu modal={false} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Filter: all" }));
    await screen.findByRole("menu");
  },
};

export const LongText: Story = {
  args: { defaultOpen: true, modal: false },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Appliance</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
        <DropdownMenuItem>Heat pump water heater with hybrid electric backup element</DropdownMenuItem>
        <DropdownMenuItem>Whole-house dehumidifier in the crawl space</DropdownMenuItem>
        <DropdownMenuItem>Oven</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
};
