import * as React from "react";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen as documentScreen, userEvent, waitFor, within } from "storybook/test";
import { defaultUserPreferences, preferencesAfter, type UserPreferences } from "@domain/contract/index.ts";
import { PreferencesSection, TIME_ZONE_WORDS, type PreferencesSectionProps } from "./preferences-section.tsx";

/** The section with its preferences held, as the screen's optimistic update holds them. */
function Controlled(props: PreferencesSectionProps) {
  const [preferences, setPreferences] = React.useState(props.preferences);
  return (
    <PreferencesSection
      {...props}
      preferences={preferences}
      onChange={(change) => {
        setPreferences((current) => preferencesAfter(current, change));
        props.onChange(change);
      }}
    />
  );
}

const following: UserPreferences = { ...defaultUserPreferences, timeZone: "Europe/Paris", timeZoneFollowsBrowser: true };
const chosen: UserPreferences = { ...defaultUserPreferences, timeZone: "America/New_York", timeZoneFollowsBrowser: false };

const meta = {
  title: "Features/Settings/PreferencesSection",
  component: PreferencesSection,
  tags: ["visual-mobile"],
  parameters: { layout: "padded" },
  // The browser's zone is given, so the pictures are the same wherever they are taken.
  args: { preferences: following, theme: "light", browserTimeZone: "Europe/Paris", onChange: fn(), onThemeChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PreferencesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Pick<StoryContext, "canvasElement">;

const zone = (context: Context) => within(context.canvasElement).getByRole("combobox", { name: TIME_ZONE_WORDS.label });
/** What a screen reader reads after the zone's name: what it is for, then whether it follows the browser. */
const described = (state: "follows" | "chosen") => `${TIME_ZONE_WORDS.hint} ${TIME_ZONE_WORDS[state]}`;
const browsersZoneButton = (context: Context, browserZone = "Europe/Paris") =>
  within(context.canvasElement).queryByRole("button", { name: TIME_ZONE_WORDS.browsersZoneButton(browserZone) });

/** The account's zone is the browser's, set at each sign-in: nothing to offer, and the hint says so. */
export const FollowsBrowser: Story = {
  play: async (context) => {
    await expect(zone(context)).toHaveTextContent("Europe/Paris");
    await expect(zone(context)).toHaveAccessibleDescription(described("follows"));
    await expect(browsersZoneButton(context)).toBeNull();
  },
};

/**
 * Still following, but this browser is elsewhere since the last sign-in (a trip): its zone is offered
 * now, and taking it keeps the account following.
 */
export const FollowsBrowserElsewhere: Story = {
  args: { browserTimeZone: "America/Los_Angeles" },
  play: async (context) => {
    await expect(zone(context)).toHaveAccessibleDescription(described("follows"));
    await expect(browsersZoneButton(context, "America/Los_Angeles")).toBeVisible();
  },
};

/** A zone chosen here (a holiday home's) stays whatever browser signs in; the browser's is offered to follow it again. */
export const Chosen: Story = {
  args: { preferences: chosen },
  play: async (context) => {
    await expect(zone(context)).toHaveTextContent("America/New York");
    await expect(zone(context)).toHaveAccessibleDescription(described("chosen"));
    await expect(browsersZoneButton(context)).toBeVisible();
  },
};

/** Chosen, and the same as this browser's: following it again is still offered, for the next trip. */
export const ChosenSameAsBrowser: Story = {
  // It looks as Chosen does, but for the zone's name.
  tags: ["no-visual"],
  args: { preferences: { ...chosen, timeZone: "Europe/Paris" } },
  play: async (context) => {
    await expect(zone(context)).toHaveAccessibleDescription(described("chosen"));
    await expect(browsersZoneButton(context)).toBeVisible();
  },
};

/**
 * Picking a zone chooses it: the hint says it is kept, and this browser's zone is offered. With the
 * keyboard, taking the browser's zone follows it again, and the focus stays on the zone it changed.
 */
export const ChooseThenFollowAgain: Story = {
  tags: ["no-visual"],
  play: async (context) => {
    await userEvent.click(zone(context));
    await userEvent.click(await documentScreen.findByRole("option", { name: "America/New York" }));
    await expect(context.args.onChange).toHaveBeenLastCalledWith({ timeZone: "America/New_York" });
    await waitFor(() => expect(zone(context)).toHaveAccessibleDescription(described("chosen")));

    await waitFor(() => expect(zone(context)).toHaveFocus());
    await userEvent.tab();
    await expect(browsersZoneButton(context)).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(context.args.onChange).toHaveBeenLastCalledWith({ timeZone: "Europe/Paris", timeZoneFollowsBrowser: true });
    await waitFor(() => expect(zone(context)).toHaveTextContent("Europe/Paris"));
    await expect(zone(context)).toHaveAccessibleDescription(described("follows"));
    await expect(browsersZoneButton(context)).toBeNull();
    await expect(zone(context)).toHaveFocus();
  },
};

/** A home shared with others (docs/product.md §6.5): "Household activity" shows, and turning it off saves at once. */
export const SharedHome: Story = {
  args: { sharedHome: true },
  play: async ({ canvasElement, args }) => {
    const activity = within(canvasElement).getByRole("switch", { name: /^Household activity/ });
    await expect(activity).toBeChecked();
    await userEvent.click(activity);
    await expect(args.onChange).toHaveBeenCalledWith({ householdActivity: false });
  },
};
