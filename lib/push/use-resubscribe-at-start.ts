import * as React from "react";
import { logWarning } from "@lib/logger/index.ts";
import { useAuth, usePageContentShown } from "@lib/session/index.ts";
import { usePushPlatform } from "./push-platform-context.tsx";
import { resubscribeIfDropped } from "./resubscribe.ts";

/**
 * Once per signed-in account and page load, after the page's content: subscribes this browser again when
 * it dropped its push subscription (resubscribe.ts). A failure is logged; the settings say the rest.
 */
export function useResubscribePushAtStart(): void {
  const { client, user, isLocalSession } = useAuth();
  const platform = usePushPlatform();
  const contentShown = usePageContentShown();
  const checkedFor = React.useRef<string>(undefined);
  const userId = user?.id;
  React.useEffect(() => {
    if (!userId || isLocalSession || !contentShown || checkedFor.current === userId) return;
    checkedFor.current = userId;
    resubscribeIfDropped({ client, userId, platform }).catch((error: unknown) => logWarning("Notifications for this device could not be turned on again.", error));
  }, [client, userId, isLocalSession, contentShown, platform]);
}
