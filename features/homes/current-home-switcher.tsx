import { useNavigate } from "react-router";
import { useAuth } from "@lib/session/index.ts";
import { NEW_HOME_ADDRESS, useCurrentHome, useSwitchHome } from "@features/tasks/index.ts";
import { HomeSwitcher } from "./home-switcher.tsx";

/**
 * The switcher wired to the person's homes, in the signed-in header, once they have more than one (with one
 * there is nothing to switch to; Settings offers to add a home). It also resolves which home this device
 * shows once the homes are known (useCurrentHome). Local mode keeps one home in the browser: no switcher.
 */
export function CurrentHomeSwitcher({ className }: { className?: string }) {
  const { isLocalSession } = useAuth();
  const { homes, current } = useCurrentHome();
  const switchHome = useSwitchHome();
  const navigate = useNavigate();
  if (isLocalSession || !homes || homes.length < 2 || !current) return null;
  return <HomeSwitcher homes={homes} currentId={current.id} onSwitch={switchHome} onAddHome={() => void navigate(NEW_HOME_ADDRESS)} {...(className ? { className } : {})} />;
}
