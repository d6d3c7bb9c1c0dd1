import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Menu } from "lucide-react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/index.ts";
import { expectBodyScrollFree, expectBodyScrollLocked, expectEscapeClosesAndRestoresFocus, expectFocusTrapped } from "../dialog/modal-checks.ts";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from "./sheet.tsx";

const links = ["Overview", "History", "Settings", "Help"];
const onApply = fn();

/** Links in these stories stay on the page: the story frame must not navigate, but the sheet still sees the click. */
function StayOnPage({ children }: { children: React.ReactNode }) {
  React.useEffect(() => {
    const stay = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a[href^='#']")) event.preventDefault();
    };
    document.addEventListener("click", stay);
    return () => document.removeEventListener("click", stay);
  }, []);
  return children;
}

const meta = {
  title: "UI/Sheet",
  component: SheetContent,
  tags: ["autodocs"],
  parameters: { docs: { description: { component: "A side panel, modal like a Dialog; the phone menu slides in from the right or the left." } } },
  args: { side: "right" },
  decorators: [
    (Story) => (
      <StayOnPage>
        <Story />
      </StayOnPage>
    ),
  ],
  render: (args) => (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Open menu">
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent {...args}>
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Go to another page.</SheetDescription>
        </SheetHeader>
        <nav aria-label="Main">
          <ul className="flex flex-col gap-1">
            {links.map((label) => (
              <li key={label}>
                <SheetClose asChild>
                  <a href={`#${label.toLowerCase()}`} className="block rounded-md px-3 py-2 text-sm font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60">
                    {label}
                  </a>
                </SheetClose>
              </li>
            ))}
          </ul>
        </nav>
        <SheetFooter>
          <SheetClose asChild>
            <Button variant="outline">Sign out</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  ),
} satisfies Meta<typeof SheetContent>;

export default meta;
type Story = StoryObj<typeof meta>;

const isSheetOpen = () => screen.queryByRole("dialog") !== null;

/** The phone menu, closed: its button opens it from the right; the play function walks the keyboard contract. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole("button", { name: "Open menu" });
    await userEvent.click(opener);
    const sheet = await screen.findByRole("dialog", { name: "Menu" });
    await waitFor(() => expect(Math.round(sheet.getBoundingClientRect().right)).toBe(document.documentElement.clientWidth));
    await expectBodyScrollLocked();
    await expectFocusTrapped(sheet);
    await expectEscapeClosesAndRestoresFocus(opener, isSheetOpen);
    await expectBodyScrollFree();

    // Following a link closes the menu.
    await userEvent.click(opener);
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("link", { name: "History" }));
    await waitFor(() => expect(isSheetOpen()).toBe(false));
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Open from the right as the screen shows it (no opener on the page, so nothing focusable hides behind it). */
export const OpenRight: Story = {
  render: (args) => (
    <Sheet defaultOpen>
      <SheetContent {...args}>
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Go to another page.</SheetDescription>
        </SheetHeader>
        <nav aria-label="Main">
          <ul className="flex flex-col gap-1">
            {links.map((label) => (
              <li key={label}>
                <a href={`#${label.toLowerCase()}`} className="block rounded-md px-3 py-2 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  ),
  play: async () => {
    const sheet = await screen.findByRole("dialog", { name: "Menu" });
    await expect(sheet).toHaveAttribute("data-side", "right");
    await expect(Math.round(sheet.getBoundingClientRect().right)).toBe(document.documentElement.clientWidth);
    await expectBodyScrollLocked();
  },
};

/** Open from the left. */
export const OpenLeft: Story = {
  ...OpenRight,
  args: { side: "left" },
  play: async () => {
    const sheet = await screen.findByRole("dialog", { name: "Menu" });
    await expect(sheet).toHaveAttribute("data-side", "left");
    await expect(sheet.getBoundingClientRect().left).toBe(0);
  },
};

const sections = Array.from({ length: 30 }, (_, index) => `Section ${index + 1}`);

/** More links than fit: the panel scrolls while the page behind it stays put. */
export const LongContent: Story = {
  render: (args) => (
    <Sheet defaultOpen>
      <SheetContent {...args}>
        <SheetHeader>
          <SheetTitle>All sections</SheetTitle>
          <SheetDescription>Pick one to jump to it.</SheetDescription>
        </SheetHeader>
        <ul className="flex flex-col gap-1">
          {sections.map((label) => (
            <li key={label}>
              <a href={`#${label.replace(" ", "-").toLowerCase()}`} className="block rounded-md px-3 py-2 text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </SheetContent>
    </Sheet>
  ),
  play: async () => {
    const sheet = await screen.findByRole("dialog", { name: "All sections" });
    // The panel slides in; where it stands while it moves changes where the scroll lands, so let it arrive.
    await waitFor(() => expect(sheet.getAnimations({ subtree: true }).every((animation) => animation.playState === "finished")).toBe(true), { timeout: 10_000 });
    await expect(sheet.scrollHeight).toBeGreaterThan(sheet.clientHeight);
    const lastLink = within(sheet).getByRole("link", { name: "Section 30" });
    lastLink.focus();
    await waitFor(() => expect(sheet.scrollTop).toBeGreaterThan(0));
    // The picture then shows a set place with nothing focused. Where focusing scrolled to depends on where
    // the slide-in was at that moment, the very end can fall between pixels, and whether a ring is drawn
    // after a focus from script follows the browser's focus-visible guess: each made the picture differ
    // from run to run (a CI run differed by 3,656 pixels). A whole-pixel place well inside the list does not.
    lastLink.blur();
    const setPlace = 240;
    await expect(sheet.scrollHeight - sheet.clientHeight).toBeGreaterThan(setPlace);
    sheet.scrollTop = setPlace;
    await waitFor(() => expect(sheet.scrollTop).toBe(setPlace));
    await expectBodyScrollLocked();
  },
};

/** A filter form in a panel: Apply sends the choice and closes it. */
export const WithForm: Story = {
  args: { side: "left" },
  render: (args) => (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline">Filters</Button>
      </SheetTrigger>
      <SheetContent {...args}>
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Show only what you need.</SheetDescription>
        </SheetHeader>
        <form
          className="flex flex-1 flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onApply(new FormData(event.currentTarget).get("status"));
          }}
        >
          <fieldset className="flex flex-col gap-2 text-sm">
            <legend className="mb-2 font-medium">Status</legend>
            {["All", "Open", "Done"].map((status) => (
              <label key={status} className="flex items-center gap-2">
                <input type="radio" name="status" value={status} defaultChecked={status === "All"} className="size-4 accent-primary" />
                {status}
              </label>
            ))}
          </fieldset>
          <SheetFooter>
            <Button type="submit">Apply</Button>
          </SheetFooter>
        </form>
      </SheetContent>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    onApply.mockClear();
    const opener = within(canvasElement).getByRole("button", { name: "Filters" });
    await userEvent.click(opener);
    const sheet = await screen.findByRole("dialog", { name: "Filters" });
    await expectFocusTrapped(sheet);
    await userEvent.click(within(sheet).getByRole("radio", { name: "Done" }));
    await userEvent.click(within(sheet).getByRole("button", { name: "Apply" }));
    await expect(onApply).toHaveBeenCalledWith("Done");
    await expectEscapeClosesAndRestoresFocus(opener, isSheetOpen);
  },
};
