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

const switches: readonly { key: "emailReminders" | "weeklySummary" | "notificationsEnabled"; label: string; hint: string }[] = [
  { key: "emailReminders", label: "E-mail reminders", hint: "An e-mail when a task is coming due." },
  { key: "weeklySummary", label: "Weekly summary", hint: "One e-mail a week with what's due and what you've done." },
  { key: "notificationsEnabled", label: "In-app notifications", hint: "Achievements, appliance changes and due tasks in the notification center." },
];

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

const thisDevicesTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export type PreferencesSectionProps = {
  preferences: UserPreferences;
  /** The theme this browser shows, which may be ahead of the server's copy. */
  theme: Theme;
  /** Each switch and the theme save at once. */
  onChange: (change: UpdatePreferencesRequest) => void;
  onThemeChange: (theme: Theme) => void;
  /** The zone this device is in, offered when it differs from the account's (a move, a trip). */
  deviceTimeZone?: string;
};

/**
 * E-mail reminders with how many days ahead they look and the time zone they follow (docs/product.md §2.17,
 * §4.17), weekly summary, in-app notifications and the colour theme; every change saves at once.
 */
export function PreferencesSection({ preferences, theme, onChange, onThemeChange, deviceTimeZone = thisDevicesTimeZone() }: PreferencesSectionProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asLevel={2}>Preferences</CardTitle>
        <CardDescription>Changes are saved as you make them.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-4">
          {switches.map((item) => (
            <Field key={item.key} orientation="horizontal" label={item.label} hint={item.hint}>
              <Switch checked={preferences[item.key]} onCheckedChange={(checked) => onChange({ [item.key]: checked })} />
            </Field>
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
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
          <div className="grid gap-2">
            <Select value={preferences.timeZone} onValueChange={(timeZone) => onChange({ timeZone })}>
              <Field label="Time zone" hint="Reminders come at 8 a.m. here, and 'today' is this zone's day.">
                <SelectTrigger>
                  <SelectValue />
                </SelectTrigger>
              </Field>
              <SelectContent>
                {timeZoneChoices(preferences.timeZone).map((zone) => (
                  <SelectItem key={zone} value={zone}>
                    {zone.replaceAll("_", " ")}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {!isSameTimeZone(deviceTimeZone, preferences.timeZone) ? (
              <Button type="button" variant="link" className="h-auto justify-self-start p-0" onClick={() => onChange({ timeZone: deviceTimeZone })}>
                Use this device's time zone ({deviceTimeZone.replaceAll("_", " ")})
              </Button>
            ) : null}
          </div>
        </div>
        <ThemeField theme={theme} onThemeChange={onThemeChange} />
      </CardContent>
    </Card>
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
