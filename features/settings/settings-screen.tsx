import { useNavigate } from "react-router";
import { browserLocale } from "@lib/app-state/index.ts";
import { CalendarFeedSection } from "./calendar-feed/calendar-feed-section.tsx";
import { useDownloadCalendarFile } from "./calendar-feed/api/download-calendar-file.ts";
import { HomeLocationSection } from "./home-location/home-location-section.tsx";
import { CurrentHomeSection } from "./home/current-home-section.tsx";
import { normaliseError } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { useTheme } from "@lib/theme/index.ts";
import { ErrorPanel } from "@ui/error-panel/index.ts";
import { Skeleton } from "@ui/skeleton/index.ts";
import { useToast } from "@ui/toast/index.ts";
import { useChangePassword } from "./api/change-password.ts";
import { useDeleteAccount } from "./api/delete-account.ts";
import { useExportAccount } from "./api/export-account.ts";
import { useDownloadMaintenanceRecord } from "./api/download-maintenance-record.ts";
import { useProfile } from "./api/get-profile.ts";
import { useResendVerification } from "./api/resend-verification.ts";
import { useSubscription } from "./api/get-subscription.ts";
import { useSignOutEverywhere } from "./api/sign-out-everywhere.ts";
import { useUpdatePreferences } from "./api/update-preferences.ts";
import { useUpdateProfile } from "./api/update-profile.ts";
import { DataSection, SessionSection } from "./data-and-session-sections.tsx";
import { LocalSettings } from "./local-settings.tsx";
import { PasswordSection } from "./password-section.tsx";
import { PlanSection } from "./plan-section.tsx";
import { PreferencesSection } from "./preferences-section.tsx";
import { isSharedHome, useHomeMembers } from "@features/tasks/index.ts";
import { ReadingFormatSetting } from "./reading-format-field.tsx";
import { ProfileSection } from "./profile-section.tsx";
import { UPDATE_FAILED } from "./settings-forms.ts";
import { useSaveTheme } from "./use-save-theme.ts";
import { ApiTokensSection } from "./api-tokens/api-tokens-section.tsx";
import { DeliveryChannelsSection } from "./delivery-channels/delivery-channels-section.tsx";

export const SETTINGS_LOAD_FAILED = "Unable to load your settings. Please check your connection and try again.";

/** /settings: profile, preferences, the calendar feed, notifications, API tokens, plan, your data, password, sessions. Open before onboarding is finished. */
export function SettingsScreen() {
  const { isLocalSession } = useAuth();
  return isLocalSession ? <LocalSettingsScreen /> : <AccountSettingsScreen />;
}

function LocalSettingsScreen() {
  const { choice } = useTheme();
  const saveTheme = useSaveTheme();
  const { toast } = useToast();
  const exportAccount = useExportAccount();
  const downloadCalendar = useDownloadCalendarFile();
  const downloadRecord = useDownloadMaintenanceRecord();
  const downloadFailed = (error: unknown) => toast({ variant: "error", title: "Download failed", description: normaliseError(error).message });
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
      <LocalSettings
        theme={choice}
        onThemeChange={saveTheme}
        onExport={() => exportAccount.mutate(undefined, { onError: downloadFailed })}
        exporting={exportAccount.isPending}
        onDownloadCalendar={() => downloadCalendar.mutate(undefined, { onError: downloadFailed })}
        downloadingCalendar={downloadCalendar.isPending}
        onDownloadRecord={() => downloadRecord.mutate("csv", { onError: downloadFailed })}
        downloadingRecord={downloadRecord.isPending}
      />
      <HomeLocationSection />
    </div>
  );
}

function AccountSettingsScreen() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { choice } = useTheme();
  const members = useHomeMembers();
  const profile = useProfile();
  const subscription = useSubscription();
  const updateProfile = useUpdateProfile();
  const updatePreferences = useUpdatePreferences();
  const saveTheme = useSaveTheme();
  const exportAccount = useExportAccount();
  const downloadRecord = useDownloadMaintenanceRecord();
  const deleteAccount = useDeleteAccount();
  const signOutEverywhere = useSignOutEverywhere();
  const changePassword = useChangePassword();
  const resendVerification = useResendVerification();
  const updateFailed = (error: unknown) => toast({ variant: "error", title: UPDATE_FAILED, description: normaliseError(error).message });
  const toSignIn = () => void navigate("/sign-in", { replace: true });

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
      {profile.isPending ? (
        <div role="status" aria-label="Loading settings..." className="grid gap-4">
          <Skeleton className="h-44 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : profile.isError ? (
        <ErrorPanel title={SETTINGS_LOAD_FAILED} actions={[{ label: "Try Again", onAction: () => void profile.refetch() }]} />
      ) : (
        <>
          <ProfileSection
            name={profile.data.name ?? undefined}
            email={profile.data.email}
            memberSince={user?.createdAt ?? new Date(0).toISOString()}
            plan={subscription.data?.plan ?? user?.plan ?? "free"}
            emailVerified={profile.data.emailVerified}
            onResendVerification={() => resendVerification.mutateAsync()}
            onSave={(change) =>
              updateProfile.mutateAsync(change, {
                onError: updateFailed,
                onSuccess: ({ name }) =>
                  toast(name ? { variant: "success", title: "Name saved" } : { variant: "success", title: "Name removed", description: "Hearthkeep greets you by your e-mail address." }),
              })
            }
          />
          <PreferencesSection
            preferences={profile.data.preferences}
            theme={choice}
            onChange={(change) => updatePreferences.mutate(change, { onError: updateFailed })}
            onThemeChange={saveTheme}
            sharedHome={isSharedHome(members)}
          />
        </>
      )}
      <CurrentHomeSection />
      <HomeLocationSection />
      <ReadingFormatSetting locale={browserLocale()} />
      <CalendarFeedSection />
      <DeliveryChannelsSection />
      <ApiTokensSection />
      <PlanSection subscription={subscription.data} />
      <DataSection
        onExport={() => exportAccount.mutate(undefined, { onError: (error) => toast({ variant: "error", title: "Download failed", description: normaliseError(error).message }) })}
        exporting={exportAccount.isPending}
        onDownloadRecord={(format) =>
          downloadRecord.mutate(format, { onError: (error) => toast({ variant: "error", title: "Download failed", description: normaliseError(error).message }) })
        }
        downloadingRecord={downloadRecord.isPending ? (downloadRecord.variables ?? null) : null}
        onDelete={async (request) => {
          try {
            await deleteAccount.mutateAsync(request);
          } catch (error) {
            throw normaliseError(error);
          }
          toast({ variant: "success", title: "Account deleted", description: "Everything has been erased. Take care!" });
          toSignIn();
        }}
      />
      {profile.data ? (
        <PasswordSection
          email={profile.data.email}
          name={profile.data.name ?? undefined}
          onChange={(request) => changePassword.mutateAsync(request)}
          onFailed={updateFailed}
        />
      ) : null}
      <SessionSection
        onSignOut={() => void logout().then(toSignIn)}
        onSignOutEverywhere={() =>
          signOutEverywhere.mutate(undefined, {
            onSuccess: () => {
              toast({ variant: "success", title: "Signed out everywhere", description: "Every device has been signed out." });
              toSignIn();
            },
            onError: updateFailed,
          })
        }
        signingOutEverywhere={signOutEverywhere.isPending}
      />
    </div>
  );
}
