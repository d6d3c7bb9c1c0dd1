import { Link } from "react-router";
import { browserLocale } from "@lib/app-state/index.ts";
import { ReadingFormatSetting } from "./reading-format-field.tsx";
import { CalendarDays, Download, UserPlus } from "lucide-react";
import type { Theme } from "@domain/contract/index.ts";
import { Button } from "@ui/button/index.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@ui/card/index.ts";
import { ThemeField } from "./preferences-section.tsx";
import { MaintenanceRecordDownloads } from "./maintenance-record-downloads.tsx";

export const LOCAL_SETTINGS_WORDS = {
  homeTitle: "Your home is on this browser",
  homeDescription: "Everything you do is saved here, on this device only.",
  homeBody:
    "An account keeps your home on every device and adds e-mail reminders, a weekly summary, a calendar feed for your own calendar and API tokens for home automations. Everything you did here comes with you.",
  createAccount: "Create an account",
  remindersTitle: "Reminders and weekly summary",
  remindersDescription: "Sent by e-mail, to your phone or to ntfy and webhooks from our server, so they need an account.",
  remindersBody:
    "Reminders of what is due and the weekly summary are e-mails and notifications our server sends on its own schedule, even when this browser is closed. A home kept only on this browser has no address for them and no server that knows its tasks. Create an account and your home, with everything you did here, comes with you.",
  createAccountForReminders: "Create an account for reminders",
  dataTitle: "Your data",
  dataDescription: "Files to keep, made on this browser.",
  exportBody: "Everything this browser keeps about you and your home, as a JSON file.",
  exportButton: "Download your data",
  calendarBody: "Your open tasks as a calendar file (.ics) to open in your own calendar. Download it again after changes; a feed that follows them by itself comes with an account.",
  calendarButton: "Download calendar (.ics)",
  appearanceTitle: "Appearance",
  appearanceDescription: "Saved on this browser as you choose.",
} as const;

export type LocalSettingsProps = {
  theme: Theme;
  onThemeChange: (theme: Theme) => void;
  onExport: () => void;
  exporting?: boolean;
  onDownloadCalendar: () => void;
  downloadingCalendar?: boolean;
  /** Makes the home's maintenance record as CSV on this browser (docs/product.md §4.19). */
  onDownloadRecord: () => void;
  downloadingRecord?: boolean;
};

/**
 * /settings for a home kept in the browser (docs/product.md §4.16): what it can change here (the theme),
 * the files it can make here (its data, its calendar), and what an account would add: reminders and the
 * weekly summary say why they need one. The account's sections (profile, calendar feed, plan, sessions)
 * need the server, so they are not offered as failures.
 */
export function LocalSettings({
  theme,
  onThemeChange,
  onExport,
  exporting = false,
  onDownloadCalendar,
  downloadingCalendar = false,
  onDownloadRecord,
  downloadingRecord = false,
}: LocalSettingsProps) {
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
          <CardTitle asLevel={2}>{LOCAL_SETTINGS_WORDS.remindersTitle}</CardTitle>
          <CardDescription>{LOCAL_SETTINGS_WORDS.remindersDescription}</CardDescription>
        </CardHeader>
        <CardContent className="grid justify-items-start gap-4">
          <p className="text-sm">{LOCAL_SETTINGS_WORDS.remindersBody}</p>
          <Button asChild variant="outline">
            <Link to="/sign-up">
              <UserPlus aria-hidden="true" />
              {LOCAL_SETTINGS_WORDS.createAccountForReminders}
            </Link>
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asLevel={2}>{LOCAL_SETTINGS_WORDS.dataTitle}</CardTitle>
          <CardDescription>{LOCAL_SETTINGS_WORDS.dataDescription}</CardDescription>
        </CardHeader>
        <CardContent className="grid justify-items-start gap-4">
          <p className="text-sm">{LOCAL_SETTINGS_WORDS.exportBody}</p>
          <Button variant="outline" onClick={onExport} loading={exporting}>
            <Download aria-hidden="true" />
            {LOCAL_SETTINGS_WORDS.exportButton}
          </Button>
          <p className="text-sm">{LOCAL_SETTINGS_WORDS.calendarBody}</p>
          <Button variant="outline" onClick={onDownloadCalendar} loading={downloadingCalendar}>
            <CalendarDays aria-hidden="true" />
            {LOCAL_SETTINGS_WORDS.calendarButton}
          </Button>
          <MaintenanceRecordDownloads pdf={false} onDownload={onDownloadRecord} downloading={downloadingRecord ? "csv" : null} />
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
