import * as React from "react";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { APPLIANCE_DEFINITIONS } from "@domain/appliances/identifiers.ts";
import { suggestedAppliancesFor } from "@domain/appliances/suggestions.ts";
import type { HomeType } from "@domain/contract/index.ts";
import type { ApplianceAge } from "@domain/entities/local-data-store.ts";
import type { HomeLocation } from "@domain/seasons/home-location.ts";
import { HOME_LOCATION_WORDS } from "@features/tasks/home-setup.ts";
import { LOCATION_STEP_WORDS, NO_APPLIANCE_SELECTED, OnboardingFlow, type OnboardingFlowProps } from "./onboarding-flow.tsx";
import type { OnboardingStepId } from "./onboarding-steps.ts";

const catalogue = APPLIANCE_DEFINITIONS.map(({ id, displayName, category }) => ({ id, displayName, category }));
const house = suggestedAppliancesFor("house");

const meta = {
  title: "Features/Onboarding/OnboardingFlow",
  component: OnboardingFlow,
  parameters: { layout: "padded" },
  args: {
    step: "welcome",
    homeType: "house",
    selectedAppliances: [],
    applianceAges: [],
    catalog: { status: "success", appliances: catalogue },
    onStepChange: fn(),
    onHomeTypeChange: fn(),
    onSelectedAppliancesChange: fn(),
    onApplianceAgeChange: fn(),
    onHomeLocationChange: fn(),
    defaultCountry: "AU",
    // Sydney's latitude as a browser gives it; the form keeps it to a tenth of a degree.
    locate: fn(() => Promise.resolve(-33.8688)),
    onFinish: fn(),
  },
  tags: ["visual-mobile"],
} satisfies Meta<typeof OnboardingFlow>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Pick<StoryContext, "canvasElement">;
const canvasOf = ({ canvasElement }: Context) => within(canvasElement);
const stepHeading = (context: Context, name: string) => canvasOf(context).getByRole("heading", { level: 2, name });

export const Welcome: Story = {
  play: async (context) => {
    await expect(canvasOf(context).getByRole("heading", { level: 1, name: "Set up your home" })).toBeVisible();
    await expect(stepHeading(context, "Welcome to Hearthkeep")).toBeVisible();
    await userEvent.click(canvasOf(context).getByRole("button", { name: "Get started" }));
    await expect(context.args.onStepChange).toHaveBeenCalledWith("home-type");
  },
};

export const HomeTypeDefault: Story = {
  args: { step: "home-type" },
  play: async (context) => {
    await expect(canvasOf(context).getByRole("radio", { name: "House" })).toBeChecked();
  },
};

export const HomeTypeChosen: Story = {
  args: { step: "home-type", homeType: "condo" },
  play: async (context) => {
    await expect(canvasOf(context).getByRole("radio", { name: "Condo" })).toBeChecked();
    await userEvent.click(canvasOf(context).getByRole("radio", { name: "Townhouse" }));
    await expect(context.args.onHomeTypeChange).toHaveBeenCalledWith("townhouse");
  },
};

export const AppliancesSuggested: Story = {
  args: { step: "appliances", selectedAppliances: house },
  play: async (context) => {
    await expect(canvasOf(context).getByText("8 selected")).toBeVisible();
    await userEvent.click(canvasOf(context).getByRole("button", { name: "Next" }));
    await expect(context.args.onStepChange).toHaveBeenCalledWith("ages");
  },
};

/** Nothing picked: Next refuses and says why. */
export const AppliancesNoneSelected: Story = {
  args: { step: "appliances", selectedAppliances: [] },
  play: async (context) => {
    await userEvent.click(canvasOf(context).getByRole("button", { name: "Next" }));
    await expect(canvasOf(context).getByRole("alert")).toHaveTextContent(NO_APPLIANCE_SELECTED);
    await expect(context.args.onStepChange).not.toHaveBeenCalled();
  },
};

export const AppliancesLoading: Story = {
  args: { step: "appliances", catalog: { status: "pending" } },
  play: async (context) => {
    await expect(canvasOf(context).getByRole("status", { name: "Loading appliances" })).toBeVisible();
  },
};

export const AppliancesFailedToLoad: Story = {
  args: { step: "appliances", catalog: { status: "error", message: "The service is unavailable.", retry: fn() } },
  play: async (context) => {
    await expect(canvasOf(context).getByRole("alert")).toHaveTextContent("The list of appliances could not be loaded.");
    await userEvent.click(canvasOf(context).getByRole("button", { name: "Try again" }));
  },
};

export const AgesNotSure: Story = {
  args: { step: "ages", selectedAppliances: ["furnace", "refrigerator", "dryer"] },
  play: async (context) => {
    const furnace = canvasOf(context).getByRole("group", { name: "Furnace" });
    await expect(within(furnace).getByRole("spinbutton")).toBeDisabled();
    await userEvent.click(within(furnace).getByRole("checkbox", { name: /Not sure/ }));
    await expect(context.args.onApplianceAgeChange).toHaveBeenCalledWith("furnace", 0);
  },
};

const someAges: ApplianceAge[] = [
  { applianceId: "furnace", yearsPurchased: 12 },
  { applianceId: "dryer", yearsPurchased: 3 },
];

export const AgesFilled: Story = {
  args: { step: "ages", selectedAppliances: ["furnace", "refrigerator", "dryer"], applianceAges: someAges },
  play: async (context) => {
    const furnace = within(canvasOf(context).getByRole("group", { name: "Furnace" }));
    await expect(furnace.getByRole("spinbutton")).toHaveValue("12");
    await userEvent.click(furnace.getByRole("spinbutton"));
    await userEvent.keyboard("{ArrowUp}");
    await expect(context.args.onApplianceAgeChange).toHaveBeenCalledWith("furnace", 13);
  },
};

/** An age typed out of range is refused with a message; Next stays on the step and takes the focus to it. */
export const AgesTypedOutOfRange: Story = {
  args: AgesFilled.args,
  play: async (context) => {
    const canvas = canvasOf(context);
    const furnace = within(canvas.getByRole("group", { name: "Furnace" }));
    const age = furnace.getByRole("spinbutton");
    await userEvent.clear(age);
    await userEvent.type(age, "999");
    // Said while typing, so the row has its final height before Next is pressed and the button does not move under the pointer.
    await expect(furnace.getByRole("alert")).toHaveTextContent("Enter a number from 0 to 50.");
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(age).toHaveFocus();
    await expect(age).toHaveValue("999");
    await expect(age).toHaveAttribute("aria-invalid", "true");
    await expect(age).toHaveAccessibleDescription("Enter a number from 0 to 50.");
    await expect(furnace.getByRole("alert")).toHaveTextContent("Enter a number from 0 to 50.");
    await expect(stepHeading(context, "How old are they?")).toBeVisible();
    await expect(context.args.onStepChange).not.toHaveBeenCalled();
    await expect(context.args.onApplianceAgeChange).not.toHaveBeenCalled();
  },
};

/** The ages step with the state a screen would hold, so "Not sure" disables the field it belongs to. */
function AgesWithState(props: Pick<OnboardingFlowProps, "onStepChange">) {
  const [ages, setAges] = React.useState<ApplianceAge[]>(someAges);
  return (
    <OnboardingFlow
      {...meta.args}
      step="ages"
      selectedAppliances={["furnace", "refrigerator", "dryer"]}
      applianceAges={ages}
      onStepChange={props.onStepChange}
      onApplianceAgeChange={(id, years) => setAges((current) => [...current.filter((age) => age.applianceId !== id), ...(years === null ? [] : [{ applianceId: id, yearsPurchased: years }])])}
    />
  );
}

/** Ticking "Not sure" for an age that was refused clears its message, and Next moves on. */
export const AgesRefusedThenNotSure: Story = {
  render: (args) => <AgesWithState onStepChange={args.onStepChange} />,
  play: async (context) => {
    const canvas = canvasOf(context);
    const dryer = within(canvas.getByRole("group", { name: "Dryer" }));
    const age = dryer.getByRole("spinbutton");
    await userEvent.clear(age);
    await userEvent.type(age, "three");
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(age).toHaveFocus();
    await expect(age).toHaveAccessibleDescription("“three” is not a number. Enter a number from 0 to 50.");
    await userEvent.click(dryer.getByRole("checkbox", { name: /Not sure/ }));
    await expect(age).toBeDisabled();
    await expect(age).not.toHaveAttribute("aria-invalid");
    await expect(dryer.queryByRole("alert")).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(context.args.onStepChange).toHaveBeenCalledWith("location");
  },
};

const preview = { taskCount: 21, tasksPerYear: 31, minutesPerYear: 540 };

/** The ages step that can step away and back, with the state a screen would hold. */
function AgesAndBack(props: Pick<OnboardingFlowProps, "onStepChange">) {
  const [step, setStep] = React.useState<OnboardingStepId>("ages");
  const [ages, setAges] = React.useState<ApplianceAge[]>(someAges);
  return (
    <OnboardingFlow
      {...meta.args}
      step={step}
      selectedAppliances={["furnace", "refrigerator", "dryer"]}
      applianceAges={ages}
      preview={preview}
      onStepChange={(next) => {
        props.onStepChange(next);
        setStep(next);
      }}
      onApplianceAgeChange={(id, years) => setAges((current) => [...current.filter((age) => age.applianceId !== id), ...(years === null ? [] : [{ applianceId: id, yearsPurchased: years }])])}
    />
  );
}

const furnaceAgeIn = (context: Context) => within(canvasOf(context).getByRole("group", { name: "Furnace" })).getByRole("spinbutton");

/** Back leaves a refused age as it was typed: coming back, it is there again with its message, and Next still waits for it. */
export const AgesRefusedKeptThroughBack: Story = {
  render: (args) => <AgesAndBack onStepChange={args.onStepChange} />,
  play: async (context) => {
    const canvas = canvasOf(context);
    await userEvent.clear(furnaceAgeIn(context));
    await userEvent.type(furnaceAgeIn(context), "twelve");
    await userEvent.click(canvas.getByRole("button", { name: "Back" }));
    await expect(stepHeading(context, "What do you have?")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(stepHeading(context, "How old are they?")).toBeVisible();
    await expect(furnaceAgeIn(context)).toHaveValue("twelve");
    await expect(furnaceAgeIn(context)).toHaveAttribute("aria-invalid", "true");
    await expect(furnaceAgeIn(context)).toHaveAccessibleDescription("“twelve” is not a number. Enter a number from 0 to 50.");
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(furnaceAgeIn(context)).toHaveFocus();
    await expect(context.args.onStepChange).not.toHaveBeenCalledWith("location");
  },
};

/** Once fixed, the age is taken and the refused text is gone for good: away and back, the field shows the age. */
export const AgesFixedAfterBack: Story = {
  render: AgesRefusedKeptThroughBack.render,
  play: async (context) => {
    await AgesRefusedKeptThroughBack.play?.(context);
    const canvas = canvasOf(context);
    await userEvent.clear(furnaceAgeIn(context));
    await userEvent.type(furnaceAgeIn(context), "14");
    await userEvent.click(canvas.getByRole("button", { name: "Back" }));
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(furnaceAgeIn(context)).toHaveValue("14");
    await expect(furnaceAgeIn(context)).not.toHaveAttribute("aria-invalid");
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(stepHeading(context, LOCATION_STEP_WORDS.title)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: HOME_LOCATION_WORDS.skip }));
    await expect(stepHeading(context, "Check and finish")).toBeVisible();
    await expect(canvas.getByText("14 years old")).toBeVisible();
  },
};

const postalCodeIn = (context: Context) => canvasOf(context).getByRole("textbox", { name: HOME_LOCATION_WORDS.postalCode });

/** docs/product.md §5.7: a postcode typed, its seasons said in words before anything is kept, then on to the review. */
export const LocationTyped: Story = {
  args: { step: "location" },
  play: async (context) => {
    const canvas = canvasOf(context);
    await expect(stepHeading(context, LOCATION_STEP_WORDS.title)).toBeVisible();
    await userEvent.type(postalCodeIn(context), "2000");
    await expect(await canvas.findByText("Southern hemisphere · mild, no hard freezes")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: LOCATION_STEP_WORDS.next }));
    await expect(context.args.onHomeLocationChange).toHaveBeenCalledWith({ countryCode: "AU", postalCode: "2000" });
    await expect(context.args.onStepChange).toHaveBeenCalledWith("review");
  },
};

/** "Use my location": only the latitude, to a tenth of a degree, is said and kept. */
export const LocationLocated: Story = {
  args: { step: "location" },
  play: async (context) => {
    const canvas = canvasOf(context);
    await userEvent.click(canvas.getByRole("button", { name: HOME_LOCATION_WORDS.useMyLocation }));
    await expect(await canvas.findByText(HOME_LOCATION_WORDS.located(-33.9))).toBeVisible();
    await expect(canvas.getByText("Southern hemisphere · mild, no hard freezes")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: LOCATION_STEP_WORDS.next }));
    await expect(context.args.onHomeLocationChange).toHaveBeenCalledWith({ countryCode: "AU", latitude: -33.9 });
  },
};

/** Skipped: nothing is kept, and the review says the seasons stay northern. */
export const LocationSkipped: Story = {
  args: { step: "location", defaultCountry: "US" },
  play: async (context) => {
    await userEvent.click(canvasOf(context).getByRole("button", { name: HOME_LOCATION_WORDS.skip }));
    await expect(context.args.onHomeLocationChange).toHaveBeenCalledWith(undefined);
    await expect(context.args.onStepChange).toHaveBeenCalledWith("review");
  },
};

/** A ZIP code nobody knows: the climate comes from the country, and the person is told before going on. */
export const LocationNotFound: Story = {
  args: { step: "location", defaultCountry: "US" },
  play: async (context) => {
    const canvas = canvasOf(context);
    await userEvent.type(postalCodeIn(context), "00000");
    await expect(await canvas.findByText(HOME_LOCATION_WORDS.notFound("00000"))).toBeVisible();
    await expect(canvas.getByText("Northern hemisphere · mixed, with some hard freezes")).toBeVisible();
  },
};

export const Review: Story = {
  args: { step: "review", selectedAppliances: ["furnace", "refrigerator", "dryer"], applianceAges: someAges, preview },
  play: async (context) => {
    const canvas = canvasOf(context);
    await expect(canvas.getByTestId("year-preview")).toHaveTextContent("31 tasks a year, about 9 hours");
    await expect(canvas.getByText("12 years old")).toBeVisible();
    await expect(canvas.getByText("Age not given")).toBeVisible();
    await expect(canvas.getByText(LOCATION_STEP_WORDS.notGiven)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Finish setup" }));
    await expect(context.args.onFinish).toHaveBeenCalledTimes(1);
  },
};

/** The review with where the home is, in words, and a way back to change it. */
export const ReviewWithLocation: Story = {
  args: { ...Review.args, homeLocation: { countryCode: "AU", postalCode: "2000" } },
  play: async (context) => {
    const canvas = canvasOf(context);
    await expect(canvas.getByText("Southern hemisphere · mild, no hard freezes")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Change where the home is" }));
    await expect(context.args.onStepChange).toHaveBeenCalledWith("location");
  },
};

export const Submitting: Story = {
  args: { ...Review.args, submitting: true },
  play: async (context) => {
    const button = canvasOf(context).getByRole("button", { name: "Setting up your home…" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
  },
};

export const ServerRefused: Story = {
  args: { ...Review.args, submitError: "The service is unavailable. Please try again in a minute." },
  play: async (context) => {
    const canvas = canvasOf(context);
    await expect(canvas.getByRole("alert")).toHaveTextContent("The service is unavailable. Please try again in a minute.");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Failed to generate tasks");
    await expect(canvas.getByText("12 years old")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(context.args.onFinish).toHaveBeenCalledTimes(1);
  },
};

/** The whole flow by keyboard alone, with the state a screen would hold. */
function Walkthrough(props: Pick<OnboardingFlowProps, "onFinish">) {
  const [step, setStep] = React.useState<OnboardingStepId>("welcome");
  const [homeType, setHomeType] = React.useState<HomeType>("house");
  const [selected, setSelected] = React.useState<string[]>([]);
  const [ages, setAges] = React.useState<ApplianceAge[]>([]);
  const [homeLocation, setHomeLocation] = React.useState<HomeLocation | undefined>();
  return (
    <OnboardingFlow
      {...meta.args}
      step={step}
      homeType={homeType}
      selectedAppliances={selected}
      applianceAges={ages}
      catalog={{ status: "success", appliances: catalogue }}
      preview={preview}
      onStepChange={(next) => {
        if (next === "appliances" && selected.length === 0) setSelected(suggestedAppliancesFor(homeType));
        setStep(next);
      }}
      onHomeTypeChange={setHomeType}
      onSelectedAppliancesChange={setSelected}
      onApplianceAgeChange={(id, years) => setAges((current) => [...current.filter((age) => age.applianceId !== id), ...(years === null ? [] : [{ applianceId: id, yearsPurchased: years }])])}
      homeLocation={homeLocation}
      onHomeLocationChange={setHomeLocation}
      onFinish={props.onFinish}
    />
  );
}

export const KeyboardPath: Story = {
  render: (args) => <Walkthrough onFinish={args.onFinish} />,
  play: async (context) => {
    const canvas = canvasOf(context);
    const press = (keys: string) => userEvent.keyboard(keys);
    const focusButton = async (name: string) => {
      const button = canvas.getByRole("button", { name });
      // Tab forward until the button has the focus, as a keyboard user would.
      for (let presses = 0; presses < 80 && document.activeElement !== button; presses += 1) await userEvent.tab();
      await expect(button).toHaveFocus();
    };
    await focusButton("Get started");
    await press("{Enter}");
    await waitFor(() => expect(stepHeading(context, "What kind of home is it?")).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "House" })).toHaveFocus();
    // Held as a person holds a key: the radio group moves the focus a moment after keydown, and checks
    // the option it lands on only while the arrow is still down.
    await press("{ArrowDown>}");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "Townhouse" })).toHaveFocus());
    await press("{/ArrowDown}");
    await expect(canvas.getByRole("radio", { name: "Townhouse" })).toBeChecked();
    await focusButton("Next");
    await press("{Enter}");
    await waitFor(() => expect(stepHeading(context, "What do you have?")).toHaveFocus());
    await expect(canvas.getByText("7 selected")).toBeVisible();
    await userEvent.tab();
    await press("boiler");
    await userEvent.tab();
    await press(" ");
    await expect(canvas.getByRole("checkbox", { name: "Boiler" })).toBeChecked();
    await focusButton("Next");
    await press("{Enter}");
    await waitFor(() => expect(stepHeading(context, "How old are they?")).toHaveFocus());
    await focusButton("Next");
    await press("{Enter}");
    await waitFor(() => expect(stepHeading(context, LOCATION_STEP_WORDS.title)).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(postalCodeIn(context)).toHaveFocus();
    await press("2000");
    await focusButton(LOCATION_STEP_WORDS.next);
    await press("{Enter}");
    await waitFor(() => expect(stepHeading(context, "Check and finish")).toHaveFocus());
    await expect(canvas.getByText("Southern hemisphere · mild, no hard freezes")).toBeVisible();
    await expect(canvas.getByTestId("year-preview")).toHaveTextContent("31 tasks a year");
    await focusButton("Finish setup");
    await press("{Enter}");
    await expect(context.args.onFinish).toHaveBeenCalledTimes(1);
  },
};
