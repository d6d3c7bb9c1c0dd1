import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { APPLIANCE_DEFINITIONS } from "@domain/appliances/identifiers.ts";
import { suggestedAppliancesFor } from "@domain/appliances/suggestions.ts";
import { AppliancePicker } from "./appliance-picker.tsx";

const catalogue = APPLIANCE_DEFINITIONS.map(({ id, displayName, category }) => ({ id, displayName, category }));

/** The picker with its selection held, as a screen holds it. */
function Controlled({ initial, defaultQuery, onChange }: { initial: string[]; defaultQuery?: string; onChange?: (selected: string[]) => void }) {
  const [selected, setSelected] = React.useState(initial);
  return (
    <AppliancePicker
      appliances={catalogue}
      selected={selected}
      onSelectedChange={(next) => {
        setSelected(next);
        onChange?.(next);
      }}
      {...(defaultQuery ? { defaultQuery } : {})}
    />
  );
}

const meta = {
  title: "Features/Appliances/AppliancePicker",
  component: AppliancePicker,
  parameters: { layout: "padded" },
  args: { appliances: catalogue, selected: [], onSelectedChange: fn() },
  tags: ["visual-mobile"],
} satisfies Meta<typeof AppliancePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("0 selected")).toBeVisible();
    await expect(canvas.getAllByRole("checkbox")).toHaveLength(catalogue.length);
    await expect(canvas.getByRole("group", { name: "Kitchen Appliances" })).toBeVisible();
  },
};

export const SomeSelected: Story = {
  args: { selected: suggestedAppliancesFor("house") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("8 selected")).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "Furnace" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Boiler" })).not.toBeChecked();
  },
};

export const EverythingSelected: Story = {
  args: { selected: catalogue.map((appliance) => appliance.id) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(`${catalogue.length} selected`)).toBeVisible();
  },
};

export const InYourHome: Story = {
  args: { owned: new Set(["furnace", "refrigerator"]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText("In your home")).toHaveLength(2);
  },
};

export const SearchMatchesNothing: Story = {
  args: { defaultQuery: "jacuzzi" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("No appliance matches “jacuzzi”");
    await expect(canvas.queryAllByRole("checkbox")).toHaveLength(0);
  },
};

/** Typing filters as it goes, with common words: "AC" finds the air conditioners, "boiler" the boiler. */
export const SearchWithCommonWords: Story = {
  render: (args) => <Controlled initial={[]} onChange={args.onSelectedChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole("searchbox", { name: "Search appliances" });
    await userEvent.type(search, "AC");
    await expect(canvas.getByRole("checkbox", { name: "Central AC" })).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "Heat Pump" })).toBeVisible();
    await expect(canvas.queryByRole("checkbox", { name: "Backup Generator" })).toBeNull();
    await userEvent.clear(search);
    await userEvent.type(search, "boiler");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Boiler" }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(["boiler"]);
    await expect(canvas.getByText("1 selected")).toBeVisible();
  },
};

/** Tab into the boxes, arrows move between them, Space ticks. */
export const KeyboardOnly: Story = {
  render: (args) => <Controlled initial={[]} onChange={args.onSelectedChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("searchbox", { name: "Search appliances" })).toHaveFocus();
    await userEvent.tab();
    const first = canvas.getAllByRole("checkbox")[0]!;
    await expect(first).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    const third = canvas.getAllByRole("checkbox")[2]!;
    await expect(third).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(third).toBeChecked();
    await userEvent.keyboard("{ArrowUp} ");
    await expect(canvas.getAllByRole("checkbox")[1]).toBeChecked();
    await expect(canvas.getByText("2 selected")).toBeVisible();
    await userEvent.keyboard("{End}");
    await expect(canvas.getAllByRole("checkbox").at(-1)).toHaveFocus();
    await expect(args.onSelectedChange).toHaveBeenCalledTimes(2);
  },
};
