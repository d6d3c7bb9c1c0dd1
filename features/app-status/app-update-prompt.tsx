import * as React from "react";
import { appUpdateStore, reloadToNewVersion } from "@lib/service-worker/index.ts";
import { UpdatePrompt } from "./update-prompt.tsx";

/** The update prompt wired to the service worker; a dismissed prompt stays away until the next visit. */
export function AppUpdatePrompt() {
  const { waiting, reloading } = React.useSyncExternalStore(appUpdateStore.subscribe, appUpdateStore.getSnapshot, appUpdateStore.getServerSnapshot);
  const [dismissed, setDismissed] = React.useState(false);
  return <UpdatePrompt open={waiting && !dismissed} reloading={reloading} onReload={reloadToNewVersion} onDismiss={() => setDismissed(true)} />;
}
