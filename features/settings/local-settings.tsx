import { Link } from "react-router";
import { browserLocale } from "@features/app-state/index.ts";
import { ReadingFormatSetting } from "./reading-format-field.tsx";
import { UserPlus } from "lucide-react";
import type { Theme } from "@domain/contract/index.ts";
import { Button } from "@ui/button/index.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@ui/card/index.ts";
import { ThemeField } from "./preferences-section.tsx";

export const LOCAL_SETTINGS_WORDS = {
  homeTitle: "Your home is on this browser",
  homeDescription: "Everything you do is saved here, on this device only.",
  homeBody:
    "An account keeps your home on every device and adds e-mail reminders, a weekly summary and a calendar feed for your own calendar. Everything you did here comes with you.",
  createAccount: "Create an account",
  appearanceTitle: "Appearance",
  appearanceDescription: "Saved on this browser as you choose.",
} as const;

export type LocalSettingsProps = {
  theme: Theme;
  onThemeChange: (theme: Theme) => void;
};

/**
 * /settings for a home kept in the browser (docs/product.md §4.16): what it can change here (the theme),
 * and what an account would add. The account's sections (profile, reminders, calendar feed, plan, data,
 * sessions) need the server, so they are not offered as failures.
 */
export function LocalSettings({ theme, onThemeChange }: LocalSettingsProps) {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle asLevel={2}>{LOCAL_SETTINGS_WORDS.homeTitle}</CardTitle>
          <CardDescription>{LOCAL_SETTINGS_WORDS.homeDescription}</CardDescription>
        </CardHeader>
        <CardContent className="grid justify-items-start gap-4">
          <p className="text-sm">{LOCAL_SETTINGS_WORDS.homeBody}</p>
          <Button asChild>
            <Link to="/sign-up">
              <UserPlus aria-hidden="true" />
              {LOCAL_SETTINGS_WORDS.createAccount}
            </Link>
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asLevel={2}>{LOCAL_SETTINGS_WORDS.appearanceTitle}</CardTitle>
          <CardDescription>{LOCAL_SETTINGS_WORDS.appearanceDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <ThemeField theme={theme} onThemeChange={onThemeChange} />
        </CardContent>
      </Card>
      <ReadingFormatSetting locale={browserLocale()} />
    </>
  );
}
