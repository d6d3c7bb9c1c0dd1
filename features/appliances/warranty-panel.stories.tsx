import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { WARRANTY_MESSAGES } from "@domain/contract/warranties.ts";
import { warrantyOf } from "../../mock-api/handlers/warranties.ts";
import { WarrantyPanel } from "./warranty-panel.tsx";

const heaterId = "7d1f0c9e-5c1a-4f7e-9b1e-2f0a3c4d5e6f";
const card = { id: "00000000-0000-4000-9000-0000000000aa", name: "Warranty card" };
const active = warrantyOf(heaterId, {
  startsOn: "2026-03-04",
  lengthMonths: 12,
  provider: "Rheem",
  coverage: "Tank and parts; labour for the first year",
  link: "https://www.rheem.com/warranty",
  documentId: card.id,
});

const meta = {
  title: "Features/Appliances/WarrantyPanel",
  component: WarrantyPanel,
  tags: ["visual-mobile"],
  parameters: { layout: "padded" },
  args: {
    status: "ready",
    warranty: active,
    today: "2026-12-07",
    editing: false,
    documents: [card],
    onRetry: fn(),
    onEdit: fn(),
    onCancel: fn(),
    onSave: fn(() => Promise.resolve()),
    onRemove: fn(),
    onOpenDocument: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WarrantyPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No warranty entered: a way to add one. */
export const None: Story = {
  args: { warranty: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No warranty recorded/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Add warranty" }));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

/** Covered for months yet: until when, from whom, what, its page and its document. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Under warranty until 3 March 2027")).toBeVisible();
    await expect(canvas.getByRole("link", { name: /www\.rheem\.com/ })).toHaveAttribute("href", "https://www.rheem.com/warranty");
    await expect(canvas.getByRole("button", { name: "Warranty card" })).toBeVisible();
  },
};

/** Twenty days left: said beside the date. */
export const EndingSoon: Story = {
  args: { today: "2027-02-11" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Under warranty until 3 March 2027")).toBeVisible();
    await expect(canvas.getByText("Ends in 20 days")).toBeVisible();
  },
};

/** Past its last day. */
export const Ended: Story = {
  args: { today: "2027-03-04" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Warranty ended")).toBeVisible();
    await expect(canvas.getByText("It covered up to 3 March 2027.")).toBeVisible();
  },
};

/** The form, filled with the warranty as kept. */
export const Editing: Story = {
  args: { editing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Start date")).toHaveValue("2026-03-04");
    await expect(canvas.getByRole("radio", { name: "A number of months" })).toBeChecked();
    await expect(canvas.getByRole("textbox", { name: "Length in months" })).toHaveValue("12");
    await expect(canvas.getByRole("combobox", { name: "Warranty document" })).toHaveTextContent("Warranty card");
  },
};

/** What the contract refuses, said under each field before anything is sent: an end before the start, a link without https. */
export const EditingWithErrors: Story = {
  args: { editing: true, warranty: null, today: "2026-12-07" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Until a date" }));
    const end = canvas.getByLabelText("End date");
    await userEvent.type(end, "2026-12-01");
    await userEvent.type(canvas.getByRole("textbox", { name: /Warranty page/ }), "http://example.com/warranty");
    await userEvent.click(canvas.getByRole("button", { name: "Save warranty" }));
    await expect(await canvas.findByText(WARRANTY_MESSAGES.endBeforeStart)).toBeVisible();
    await expect(canvas.getByText(WARRANTY_MESSAGES.httpsOnly)).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Warranty page/ })).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A valid warranty by length is sent as the contract's request. */
export const Save: Story = {
  args: { editing: true, warranty: null, today: "2026-12-07" },
  tags: ["no-visual"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const months = canvas.getByRole("textbox", { name: "Length in months" });
    await userEvent.clear(months);
    await userEvent.type(months, "24");
    await userEvent.type(canvas.getByRole("textbox", { name: "Provider" }), "A. O. Smith");
    await userEvent.click(canvas.getByRole("button", { name: "Save warranty" }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ startsOn: "2026-12-07", lengthMonths: 24, endsOn: null, provider: "A. O. Smith", coverage: "", link: "", documentId: null }),
    );
  },
};

/** A home kept in the browser: warranties need an account. */
export const LocalMode: Story = {
  args: { status: "local", warranty: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Warranties are kept with an account/)).toBeVisible();
  },
};
