import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { LocalSessionPort } from "@lib/session/index.ts";
import { AppAt, patientQueries, pageHeading, storyScreen as screen } from "../test-support/stories/app-story-frame.tsx";
import { storyLocalSession } from "../test-support/story-local-home.ts";
import { authHandlers } from "../mock-api/handlers/auth.ts";
import { homeApplianceHandlers } from "../mock-api/handlers/appliances.ts";
import { documentHandlers } from "../mock-api/handlers/documents.ts";
import { maintenanceRecordHandlers } from "../mock-api/handlers/maintenance-record.ts";
import { signedInHomeHandlers } from "../mock-api/handlers/signed-in-home.ts";
import { warrantyHandlers, warrantyOf } from "../mock-api/handlers/warranties.ts";
import { RECORDED_APPLIANCE_IDS, recordedFurnaceWork, recordedHomeAppliances } from "../mock-api/fixtures/appliances.ts";
import { freezeDateNow } from "../mock-api/fixtures/clock.ts";

/*
 * docs/product.md §2.12, §4.21: the appliance's page as the app puts it together, its record with the
 * warranty, the maintenance record's downloads and the documents, which other features make.
 */
const meta = {
  title: "Pages/Appliance page",
  component: AppAt,
  tags: ["visual-mobile"],
  // The day the furnace's record is shown on in its other stories, so its work and tasks read alike.
  beforeEach: [freezeDateNow(new Date("2026-12-07T15:00:00.000Z")), patientQueries],
  parameters: {
    layout: "fullscreen",
    msw: {
      handlers: {
        auth: [authHandlers.session.signedIn],
        home: [
          ...homeApplianceHandlers(recordedHomeAppliances(), { [RECORDED_APPLIANCE_IDS.furnace]: recordedFurnaceWork }),
          ...warrantyHandlers([warrantyOf(RECORDED_APPLIANCE_IDS.furnace, { startsOn: "2025-09-15", lengthMonths: 24, provider: "Carrier" })]),
          ...documentHandlers.empty(),
          ...maintenanceRecordHandlers.ok(),
          ...signedInHomeHandlers(),
        ],
      },
    },
  },
  args: { path: `/appliances/${RECORDED_APPLIANCE_IDS.furnace}` },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Pick<StoryContext, "canvasElement">;
const recordFiles = async (context: Context) => within(await screen(context).findByRole("region", { name: "Its maintenance record" }));

/** An account's appliance: its maintenance record, this appliance's alone, as a PDF and a CSV. */
export const WithItsRecordFiles: Story = {
  play: async (context) => {
    await pageHeading(context, "Basement furnace");
    const files = await recordFiles(context);
    await expect(files.getByRole("button", { name: "Download PDF of this appliance's maintenance record" })).toBeVisible();
    await expect(files.getByRole("button", { name: "Download CSV of this appliance's maintenance record" })).toBeVisible();
  },
};

/** A home kept in this browser (its dryer, opened by its kind): the CSV is made here, and the PDF, it says, needs an account. */
export const LocalMode: Story = {
  loaders: [async () => ({ localSession: await storyLocalSession({ person: "guest", onboarded: true }) })],
  render: (args, { loaded }) => <AppAt {...args} localSession={(loaded as { localSession: LocalSessionPort }).localSession} />,
  parameters: { msw: { handlers: { auth: [authHandlers.session.signedOut], home: signedInHomeHandlers() } } },
  args: { path: "/appliances/dryer" },
  play: async (context) => {
    await pageHeading(context, "Dryer");
    const files = await recordFiles(context);
    await expect(files.getByText("The PDF is made by our server, so it needs an account; the CSV is made on this browser.")).toBeVisible();
    await expect(files.getByRole("button", { name: "Download CSV of this appliance's maintenance record" })).toBeVisible();
    await expect(files.queryByRole("button", { name: /^Download PDF/ })).toBeNull();
  },
};
