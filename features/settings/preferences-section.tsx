import type { Theme, UpdatePreferencesRequest, UserPreferences } from "@domain/contract/index.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@ui/card/index.ts";
import { Field } from "@ui/field/index.ts";
import { RadioGroup, RadioGroupOption } from "@ui/radio-group/index.ts";
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

export type PreferencesSectionProps = {
  preferences: UserPreferences;
  /** The theme this browser shows, which may be ahead of the server's copy. */
  theme: Theme;
  /** Each switch and the theme save at once. */
  onChange: (change: UpdatePreferencesRequest) => void;
  onThemeChange: (theme: Theme) => void;
};

/** E-mail reminders, weekly summary, in-app notifications and the colour theme; every change saves at once. */
export function PreferencesSection({ preferences, theme, onChange, onThemeChange }: PreferencesSectionProps) {
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
