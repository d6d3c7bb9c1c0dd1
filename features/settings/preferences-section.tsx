import * as React from "react";
import type { ReminderDays, Theme, UpdatePreferencesRequest, UserPreferences } from "@domain/contract/index.ts";
import { isSameTimeZone } from "@domain/dates/calendar-date.ts";
import { Button } from "@ui/button/index.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@ui/card/index.ts";
import { Field } from "@ui/field/index.ts";
import { RadioGroup, RadioGroupOption } from "@ui/radio-group/index.ts";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@ui/select/index.ts";
import { Switch } from "@ui/switch/index.ts";

export const themeOptions: readonly { value: Theme; label: string; description: string }[] = [
  { value: "light", label: "Light", description: "Dark text on a light background." },
  { value: "dark", label: "Dark", description: "Light text on a dark background, easier at night." },
  { value: "system", label: "System", description: "Follows your device's setting." },
];

type PreferenceSwitch = { key: "emailReminders" | "weeklySummary" | "notificationsEnabled" | "householdActivity"; label: string; hint: string };

const switches: readonly PreferenceSwitch[] = [
  { key: "emailReminders", label: "E-mail reminders", hint: "An e-mail when a task is coming due." },
  { key: "weeklySummary", label: "Weekly summary", hint: "One e-mail a week with what's due and what you've done." },
  { key: "notificationsEnabled", label: "In-app notifications", hint: "Achievements, appliance changes and due tasks in the notification center." },
];

/** docs/product.md §6.5: shown only where the home is shared, since nobody else acts in a home kept alone. */
const householdSwitch: PreferenceSwitch = {
  key: "householdActivity",
  label: "Household activity",
  hint: "What the others in your home do: their completions, the appliances they add, a new member joining.",
};

const reminderWindows: readonly { value: ReminderDays; label: string }[] = [
  { value: 1, label: "1 day before" },
  { value: 3, label: "3 days before" },
  { value: 7, label: "7 days before" },
];

/** Every zone the browser knows, with the stored one even if this browser does not list it. */
function timeZoneChoices(current: string): readonly string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return known.includes(current) ? known : [current, ...known].sort();
}

const thisBrowsersTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const zoneName = (zone: string) => zone.replaceAll("_", " ");

export const TIME_ZONE_WORDS = {
  label: "Time zone",
  hint: "Reminders come at 8 a.m. here, and 'today' is this zone's day.",
  follows: "Follows the time zone of the browser you sign in from.",
  chosen: "Kept as chosen, whatever browser you sign in from.",
  browsersZoneButton: (zone: string) => `Use this browser's time zone (${zoneName(zone)})`,
} as const;

export type PreferencesSectionProps = {
  preferences: UserPreferences;
  /** The theme this browser shows, which may be ahead of the server's copy. */
  theme: Theme;
  /** Each switch and the theme save at once. */
  onChange: (change: UpdatePreferencesRequest) => void;
  onThemeChange: (theme: Theme) => void;
  /** The zone this browser is in: offered when it differs from the account's (a move, a trip) or the account's is chosen. */
  browserTimeZone?: string;
  /** Others share the home: the "Household activity" switch shows. */
  sharedHome?: boolean;
};

/**
 * E-mail reminders with how many days ahead they look and the time zone they follow (docs/product.md §2.17,
 * §4.17), weekly summary, in-app notifications and the colour theme; every change saves at once.
 */
export function PreferencesSection({ preferences, theme, onChange, onThemeChange, browserTimeZone = thisBrowsersTimeZone(), sharedHome = false }: PreferencesSectionProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asLevel={2}>Preferences</CardTitle>
        <CardDescription>Changes are saved as you make them.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-4">
          {(sharedHome ? [...switches, householdSwitch] : switches).map((item) => (
            <Field key={item.key} orientation="horizontal" label={item.label} hint={item.hint}>
              <Switch checked={preferences[item.key]} onCheckedChange={(checked) => onChange({ [item.key]: checked })} />
            </Field>
          ))}
        </div>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <Select value={String(preferences.reminderDays)} onValueChange={(value) => onChange({ reminderDays: Number(value) as ReminderDays })}>
            <Field label="Remind me" hint="How far ahead the reminder e-mail looks for tasks coming due.">
              <SelectTrigger>
                <SelectValue />
              </SelectTrigger>
            </Field>
            <SelectContent>
              {reminderWindows.map((window) => (
                <SelectItem key={window.value} value={String(window.value)}>
                  {window.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <TimeZoneField preferences={preferences} onChange={onChange} browserTimeZone={browserTimeZone} />
        </div>
        <ThemeField theme={theme} onThemeChange={onThemeChange} />
      </CardContent>
    </Card>
  );
}

/**
 * The account's zone, and whether each sign-in sets it to the browser's or it stays as chosen here
 * (docs/product.md §4.17). Picking a zone chooses it; the browser's zone, offered below, follows the
 * browser again.
 */
function TimeZoneField({
  preferences,
  onChange,
  browserTimeZone,
}: Pick<PreferencesSectionProps, "preferences" | "onChange"> & { browserTimeZone: string }) {
  const trigger = React.useRef<HTMLButtonElement>(null);
  const follows = preferences.timeZoneFollowsBrowser;
  const offerBrowsers = !follows || !isSameTimeZone(browserTimeZone, preferences.timeZone);
  return (
    <div className="grid gap-2">
      <Select value={preferences.timeZone} onValueChange={(timeZone) => onChange({ timeZone })}>
        <Field
          label={TIME_ZONE_WORDS.label}
          hint={
            <>
              {TIME_ZONE_WORDS.hint}{" "}
              {/* Read with the zone when it takes the focus, and said when it changes, as a pick or the button below changes it. */}
              <span className="block" aria-live="polite">
                {follows ? TIME_ZONE_WORDS.follows : TIME_ZONE_WORDS.chosen}
              </span>
            </>
          }
        >
          <SelectTrigger ref={trigger}>
            <SelectValue />
          </SelectTrigger>
        </Field>
        <SelectContent>
          {timeZoneChoices(preferences.timeZone).map((zone) => (
            <SelectItem key={zone} value={zone}>
              {zoneName(zone)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {offerBrowsers ? (
        <Button
          type="button"
          variant="link"
          className="h-auto justify-self-start p-0 text-left whitespace-normal"
          onClick={() => {
            onChange({ timeZone: browserTimeZone, timeZoneFollowsBrowser: true });
            // The button goes once the zone follows this browser: the focus stays on the zone it changed.
            trigger.current?.focus();
          }}
        >
          {TIME_ZONE_WORDS.browsersZoneButton(browserTimeZone)}
        </Button>
      ) : null}
    </div>
  );
}

/** The colour theme as three choices; signed in or not, it applies at once. */
export function ThemeField({ theme, onThemeChange }: { theme: Theme; onThemeChange: (theme: Theme) => void }) {
  return (
    <Field label="Theme">
      <RadioGroup value={theme} onValueChange={(value) => onThemeChange(value as Theme)} className="grid gap-3 sm:grid-cols-3">
        {themeOptions.map((option) => (
          <RadioGroupOption key={option.value} value={option.value} label={option.label} description={option.description} />
        ))}
      </RadioGroup>
    </Field>
  );
}
