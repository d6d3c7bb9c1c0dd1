import type * as React from "react";
import { Construction } from "lucide-react";
import { useParams } from "react-router";

/*
 * The signed-in screens whose content arrives in later releases. Each is clearly marked as a
 * placeholder, so routing and guards can be used and tested now without pretending to be done.
 */

function PlaceholderPage({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="grid gap-4">
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
        {title}
      </h1>
      <div data-placeholder="true" className="flex items-start gap-3 rounded-lg border border-dashed bg-muted/40 p-4 text-sm text-muted-foreground">
        <Construction aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="grid gap-1">
          <p className="font-medium text-foreground">Placeholder: this screen is not built yet.</p>
          {children ?? <p>Its content arrives in a later release.</p>}
        </div>
      </div>
    </section>
  );
}

export function DashboardPage() {
  return <PlaceholderPage title="Dashboard" />;
}
export function OnboardingPage() {
  return <PlaceholderPage title="Set up your home" />;
}
export function CompletedTasksPage() {
  return <PlaceholderPage title="Completed tasks" />;
}
export function TaskDetailPage() {
  const { id } = useParams();
  return (
    <PlaceholderPage title="Task details">
      <p>Task {id}: its details arrive in a later release.</p>
    </PlaceholderPage>
  );
}
export function ApplianceSelectorPage() {
  return <PlaceholderPage title="Add appliances" />;
}
export function SettingsPage() {
  return <PlaceholderPage title="Settings" />;
}
export function NotificationsPage() {
  return <PlaceholderPage title="Notifications" />;
}
