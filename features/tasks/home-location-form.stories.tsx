import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { HomeLocationForm, HOME_LOCATION_WORDS } from "./home-location-form.tsx";

const meta = {
  title: "Features/HomeLocation/HomeLocationForm",
  component: HomeLocationForm,
  tags: ["visual-mobile"],
  parameters: { layout: "padded" },
  args: { location: null, defaultCountry: "AU", onSave: fn(), locate: fn(() => Promise.resolve(-33.87)), onSkip: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HomeLocationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const postalCode = (canvasElement: HTMLElement) => within(canvasElement).getByRole("textbox", { name: HOME_LOCATION_WORDS.postalCode });

/** An Australian postcode typed: the result reads in words before anything is saved. */
export const Typed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(postalCode(canvasElement), "2000");
    await expect(await canvas.findByText("Southern hemisphere · mild, no hard freezes")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: HOME_LOCATION_WORDS.save }));
    await expect(args.onSave).toHaveBeenCalledWith({ countryCode: "AU", postalCode: "2000" });
  },
};

/** "Use my location": only the latitude, to a tenth of a degree, is kept and said. */
export const Located: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: HOME_LOCATION_WORDS.useMyLocation }));
    await expect(await canvas.findByText(HOME_LOCATION_WORDS.located(-33.9))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: HOME_LOCATION_WORDS.save }));
    await expect(args.onSave).toHaveBeenCalledWith({ countryCode: "AU", latitude: -33.9 });
  },
};

/** Onboarding's question can be skipped: nothing is saved and the northern months stay. */
export const Skipped: Story = {
  args: { defaultCountry: "US" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: HOME_LOCATION_WORDS.skip }));
    await expect(args.onSkip).toHaveBeenCalled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A ZIP code nobody knows: the climate comes from the country, and the homeowner is told. */
export const NotFound: Story = {
  args: { defaultCountry: "US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(postalCode(canvasElement), "00000");
    await expect(await canvas.findByText(HOME_LOCATION_WORDS.notFound("00000"))).toBeInTheDocument();
  },
};

/** Settings, with a location saved: no skip, and the saved climate shown. */
export const Saved: Story = {
  args: { location: { countryCode: "US", postalCode: "33101" }, onSkip: undefined },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Northern hemisphere · hot and humid, no hard freezes")).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole("button", { name: HOME_LOCATION_WORDS.skip })).toBeNull();
  },
};
