import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { onboardedUser } from "../../mock-api/fixtures/auth.ts";
import { recordedFurnaceWork, recordedHomeAppliances } from "../../mock-api/fixtures/appliances.ts";
import { withSignedInFrame } from "../../test-support/stories/signed-in-frame.tsx";
import { ApplianceRecordView, DOCUMENTS_NEED_AN_ACCOUNT } from "./appliance-record.tsx";

const furnace = recordedHomeAppliances()[0]!;

const meta = {
  title: "Features/Appliances/Appliance record",
  component: ApplianceRecordView,
  args: { record: { ...furnace, ...recordedFurnaceWork }, today: "2026-12-07", todayDate: new Date(2026, 11, 7), onSave: fn(() => Promise.resolve()) },
  parameters: { layout: "fullscreen" },
  decorators: [withSignedInFrame("/appliances/:id", onboardedUser)],
  // The whole page in the app's frame: at a phone's width the record's sections stack under a narrower header.
  tags: ["visual-mobile"],
} satisfies Meta<typeof ApplianceRecordView>;

export default meta;
type Story = StoryObj<typeof meta>;
const screen = ({ canvasElement }: Pick<StoryContext, "canvasElement">) => within(canvasElement.ownerDocument.body);

/** A home kept in this browser: the record works, and where documents would be the page says they need an account. */
export const LocalMode: Story = {
  args: { documentsNeedAccount: true },
  play: async (context) => {
    const documents = within(await screen(context).findByRole("region", { name: "Documents and photos" }));
    await expect(documents.getByText(DOCUMENTS_NEED_AN_ACCOUNT)).toBeVisible();
  },
};

/** The regions the app fills from the documents and warranty features. */
export const WithDocumentsAndWarranty: Story = {
  args: {
    warrantySection: <section aria-label="Warranty" className="rounded-lg border p-4 text-sm">Under warranty until Sep 15, 2027</section>,
    documentsSection: <section aria-label="Documents" className="rounded-lg border p-4 text-sm">Installation manual.pdf</section>,
  },
  play: async (context) => {
    await expect(await screen(context).findByRole("region", { name: "Warranty" })).toHaveTextContent("Under warranty until Sep 15, 2027");
    await expect(screen(context).getByRole("region", { name: "Documents" })).toHaveTextContent("Installation manual.pdf");
  },
};
