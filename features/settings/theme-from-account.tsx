import * as React from "react";
import { useAuth, usePageContentShown } from "@lib/session/index.ts";
import { useTheme } from "@lib/theme/index.ts";
import { useProfile } from "./api/get-profile.ts";

/**
 * Once per signed-in user, adopts the theme saved on the account: a user who chose dark on another
 * device sees dark here too. Later changes come from this device and are saved both ways.
 */
export function ThemeFromAccount() {
  const { user, isLocalSession } = useAuth();
  const { choice, setChoice } = useTheme();
  // A home kept in the browser has no account theme: its theme is this browser's. This browser's choice
  // paints first; the account's follows once the page's own content shows (lib/session/page-content-first.tsx).
  const pageContentShown = usePageContentShown();
  const profile = useProfile({ enabled: !isLocalSession && pageContentShown });
  const adoptedFor = React.useRef<string | null>(null);
  const accountTheme = profile.data?.preferences.theme;
  React.useEffect(() => {
    if (!user || !accountTheme || adoptedFor.current === user.id) return;
    adoptedFor.current = user.id;
    if (accountTheme !== choice) setChoice(accountTheme);
  }, [accountTheme, choice, setChoice, user]);
  return null;
}
