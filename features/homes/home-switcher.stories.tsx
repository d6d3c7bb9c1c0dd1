import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LAKE_COTTAGE_ID, MAPLE_STREET_ID, severalHomes } from "../../mock-api/index.ts";
import { HomeSwitcher } from "./home-switcher.tsx";

const meta = {
  title: "Features/Homes/HomeSwitcher",
  component: HomeSwitcher,
  parameters: { layout: "fullscreen" },
  args: { homes: severalHomes, currentId: MAPLE_STREET_ID, onSwitch: fn(), onAddHome: fn() },
  // Where it lives: after the logo at the left of the signed-in header.
  render: (args) => (
    <div className="flex h-14 items-center gap-2 border-b bg-card px-4">
      <HomeSwitcher {...args} />
    </div>
  ),
} satisfies Meta<typeof HomeSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Closed: the name of the home this device shows. */
export const SeveralHomes: Story = {
  tags: ["visual-mobile"],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Maple Street, switch home" })).toHaveAttribute("aria-haspopup", "menu");
  },
};

/** Opened from the keyboard: each home with the person's role, the shown one chosen, and "Add a home". */
export const MenuOpen: Story = {
  tags: ["visual-mobile"],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Maple Street, switch home" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await page(canvasElement).findByRole("menu");
    const homes = within(menu).getAllByRole("menuitemradio");
    await expect(homes.map((home) => home.textContent)).toEqual(["Maple StreetOwner", "Lake cottageOwner", "Mum's flatMember"]);
    await expect(homes[0]).toHaveAttribute("aria-checked", "true");
    await expect(within(menu).getByRole("menuitem", { name: "Add a home" })).toBeVisible();
  },
};

/** Arrow keys and Enter choose another home. */
export const SwitchingByKeyboard: Story = {
  play: async (context) => {
    await MenuOpen.play?.(context);
    await waitFor(() => expect(page(context.canvasElement).getAllByRole("menuitemradio")[0]).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(context.args.onSwitch).toHaveBeenCalledWith(LAKE_COTTAGE_ID));
  },
};

/** "Add a home" goes to the screen that creates one. */
export const AddingAHome: Story = {
  play: async (context) => {
    await MenuOpen.play?.(context);
    await userEvent.click(page(context.canvasElement).getByRole("menuitem", { name: "Add a home" }));
    await expect(context.args.onAddHome).toHaveBeenCalledOnce();
  },
};

/** A long name is cut short on the button, whole in the menu. */
export const LongName: Story = {
  tags: ["visual-mobile"],
  args: { homes: [{ ...severalHomes[0]!, name: "The old farmhouse at the end of Willow Lane" }, ...severalHomes.slice(1)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "The old farmhouse at the end of Willow Lane, switch home" })).toBeVisible();
  },
};
