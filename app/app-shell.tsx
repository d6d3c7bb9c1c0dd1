import * as React from "react";
import { NavLink, Outlet, useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, ChevronDown, Home, LogOut, Plug, Settings, UserPlus, Users } from "lucide-react";
import { Avatar, avatarInitials } from "@ui/avatar/index.ts";
import { DeferredDropdownMenu } from "@ui/dropdown-menu/deferred.ts";
import { Logo } from "@ui/logo/index.ts";
import { cn } from "@ui/lib/cn.ts";
import { isTheme, type Theme } from "@domain/entities/theme.ts";
import { isGuestEmail } from "@domain/entities/local-profile.ts";
import { ConnectionStatus } from "@features/app-status/index.ts";
import { connectionMessage, useOnlineStatus } from "@lib/connectivity/index.ts";
import { TaskSyncProvider, useTaskSync } from "@lib/offline-sync/index.ts";
import { keepSyncedTaskChange, sendQueuedTaskChange, progressKeys, useHomes, useHomeSwitches } from "@features/tasks/index.ts";
import { CurrentHomeSwitcher } from "@features/homes/index.ts";
import { NotificationBell, notificationKeys, useUnreadNotificationCount } from "@features/notifications/index.ts";
import { AchievementWatcher } from "./achievement-watcher.tsx";
import { SignedInFrameProvider, useAuth } from "@lib/session/index.ts";
import { useSaveTheme, ThemeFromAccount } from "@features/settings/index.ts";
import { useTheme } from "@lib/theme/index.ts";
import { useResubscribePushAtStart } from "@lib/push/index.ts";

/* Only a guest's sign-out asks first, and rarely: the dialog's code stays off every other visit (decision 024). */
const EraseLocalHomeDialog = React.lazy(() => import("./erase-local-home-dialog.tsx").then((module) => ({ default: module.EraseLocalHomeDialog })));
/* And an account's sign-out with changes that cannot be sealed (decision 057): rarer still. */
const UnsealableChangesDialog = React.lazy(() => import("./unsealable-changes-dialog.tsx").then((module) => ({ default: module.UnsealableChangesDialog })));

/* An account's waiting changes on a shared browser (decision 051), asked about only at a sign-out with changes waiting. */
const accountQueueSeal = () => import("./account-queue-seal.ts");

/** The main sections of a signed-in home (docs/product.md §2). */
export const mainNavigation = [
  { to: "/dashboard", label: "Dashboard", icon: Home },
  { to: "/completed", label: "Completed", icon: CheckCircle2 },
  { to: "/appliances/add", label: "Appliances", icon: Plug },
] as const;

const themeLabels: Record<Theme, string> = { light: "Light", dark: "Dark", system: "System" };

/**
 * Any change the user makes (a task done, an appliance added) may have produced a notification or an
 * achievement on the server, so the bell and the achievements are read again after every successful
 * write, whichever screen made it.
 */
function useRefreshAfterWrites() {
  const queryClient = useQueryClient();
  React.useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== "updated" || event.action.type !== "success") return;
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        void queryClient.invalidateQueries({ queryKey: progressKeys.achievements() });
      }),
    [queryClient],
  );
}

function UserMenu() {
  const { user, logout, isLocalSession } = useAuth();
  const navigate = useNavigate();
  const { choice } = useTheme();
  const saveTheme = useSaveTheme();
  const displayName = user?.name ?? user?.email ?? "Account";
  const [confirmingErase, setConfirmingErase] = React.useState(false);
  // Mounted from the first question on, so that closing it plays out (focus back on the menu's button).
  const [eraseAsked, setEraseAsked] = React.useState(false);
  const askBeforeErasing = () => {
    setEraseAsked(true);
    setConfirmingErase(true);
  };
  const menuArea = React.useRef<HTMLSpanElement>(null);
  const signOut = async () => {
    await logout();
    await navigate("/sign-in", { replace: true });
  };
  // Changes waiting in a session begun without the password cannot be sealed at sign-out: asked first (decision 057).
  const waitingCount = useTaskSync()?.pendingCount ?? 0;
  const [unsealableCount, setUnsealableCount] = React.useState(0);
  const [confirmingDiscard, setConfirmingDiscard] = React.useState(false);
  const signOutOfAccount = async () => {
    if (user && waitingCount > 0 && !(await accountQueueSeal()).canSealFor(globalThis.localStorage, user.id)) {
      setUnsealableCount(waitingCount);
      setConfirmingDiscard(true);
      return;
    }
    await signOut();
  };
  const discardAndSignOut = async () => {
    if (user) (await accountQueueSeal()).discardWaitingChanges(globalThis.localStorage, user.id);
    await signOut();
  };
  const focusMenuButton = () => menuArea.current?.querySelector<HTMLElement>("button")?.focus();
  return (
    // The menu's code loads when the button is first pointed at, focused or pressed (docs/decisions/024-dashboard-first-visit.md).
    // The wrapper finds the button again after that: the button the menu's code puts in place is a new element.
    <span ref={menuArea} className="contents">
      <DeferredDropdownMenu
        trigger={
          <button
            type="button"
            // The name holds the initials the button shows, so a speech user can say what they see (WCAG 2.5.3, docs/decisions/050).
            aria-label={`Account menu for ${displayName}, initials ${avatarInitials(displayName)}`}
            className="inline-flex h-10 items-center gap-2 rounded-md px-1.5 text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            <Avatar name={displayName} src={user?.avatarUrl ?? null} size="sm" aria-hidden="true" />
            <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />
          </button>
        }
        content={(menu) => (
          <menu.DropdownMenuContent align="end" className="w-56">
            <menu.DropdownMenuLabel className="grid font-normal">
              <span className="truncate font-medium">{user?.name ?? "Signed in"}</span>
              <span className="truncate text-xs text-muted-foreground">
                {isLocalSession ? (user && !isGuestEmail(user.email) ? `${user.email}, on this browser only` : "On this browser only") : user?.email}
              </span>
            </menu.DropdownMenuLabel>
            <menu.DropdownMenuSeparator />
            {/* docs/product.md §4.4: an account keeps the home on every device; the browser's home moves into it. */}
            {isLocalSession ? (
              <menu.DropdownMenuItem onSelect={() => void navigate("/sign-up")}>
                <UserPlus aria-hidden="true" />
                Create an account
              </menu.DropdownMenuItem>
            ) : null}
            <menu.DropdownMenuItem onSelect={() => void navigate("/settings")}>
              <Settings aria-hidden="true" />
              Settings
            </menu.DropdownMenuItem>
            {/* docs/product.md §2.19: a home's people are an account's; a home kept on this browser has no one to invite. */}
            {isLocalSession ? null : (
              <menu.DropdownMenuItem onSelect={() => void navigate("/household")}>
                <Users aria-hidden="true" />
                Household
              </menu.DropdownMenuItem>
            )}
            <menu.DropdownMenuSeparator />
            <menu.DropdownMenuLabel className="text-xs text-muted-foreground">Theme</menu.DropdownMenuLabel>
            <menu.DropdownMenuRadioGroup value={choice} onValueChange={(value) => (isTheme(value) ? saveTheme(value) : undefined)}>
              {(Object.keys(themeLabels) as Theme[]).map((theme) => (
                <menu.DropdownMenuRadioItem key={theme} value={theme}>
                  {themeLabels[theme]}
                </menu.DropdownMenuRadioItem>
              ))}
            </menu.DropdownMenuRadioGroup>
            <menu.DropdownMenuSeparator />
            {/* A guest's home lives only in this browser: signing out erases it, so that is asked first. */}
            <menu.DropdownMenuItem onSelect={() => (isLocalSession ? askBeforeErasing() : void signOutOfAccount())}>
              <LogOut aria-hidden="true" />
              Sign out
            </menu.DropdownMenuItem>
          </menu.DropdownMenuContent>
        )}
      />
      {isLocalSession && eraseAsked ? (
        <React.Suspense fallback={null}>
          <EraseLocalHomeDialog
            open={confirmingErase}
            onOpenChange={setConfirmingErase}
            onErase={() => void signOut()}
            returnFocus={focusMenuButton}
          />
        </React.Suspense>
      ) : null}
      {unsealableCount > 0 ? (
        <React.Suspense fallback={null}>
          <UnsealableChangesDialog
            open={confirmingDiscard}
            onOpenChange={setConfirmingDiscard}
            count={unsealableCount}
            onDiscard={() => void discardAndSignOut()}
            returnFocus={focusMenuButton}
          />
        </React.Suspense>
      ) : null}
    </span>
  );
}

const navLinkClass =
  "rounded-md px-3 py-2 text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 aria-[current=page]:bg-accent aria-[current=page]:font-medium aria-[current=page]:text-accent-foreground";

/**
 * The signed-in frame: logo, the main sections, the connection status, the notification bell and the
 * user menu; on phones the sections move to a bar at the bottom of the screen. Before onboarding is finished only the logo and
 * the user menu show (the sections would all send the user back to onboarding).
 */
export function AppShell() {
  return (
    <TaskSyncProvider send={sendQueuedTaskChange} applySynced={keepSyncedTaskChange}>
      <SignedInFrame />
    </TaskSyncProvider>
  );
}

function SignedInFrame() {
  const { hasCompletedOnboarding, isLocalSession } = useAuth();
  // docs/product.md §6.5: an account with several homes switches between them here; local mode keeps one home in the browser.
  const severalHomes = (useHomes().data?.length ?? 0) > 1;
  const homeSwitcherShown = hasCompletedOnboarding && !isLocalSession && severalHomes;
  const unreadCount = useUnreadNotificationCount();
  const online = useOnlineStatus();
  const sync = useTaskSync();
  const connection = { online, ...(sync ? { pendingChanges: sync.pendingCount, sync: sync.sync } : {}) };
  // On a phone the connection status takes the wordmark's place: all of them side by side were wider than
  // the screen, and the page scrolled sideways. The mark and the link's name stay.
  const statusShown = connectionMessage(connection) !== null;
  // A switch of home mounts the page afresh, so none of its parts keeps what it showed of the previous home.
  const homeSwitches = useHomeSwitches();
  useRefreshAfterWrites();
  return (
    // The bottom bar's height, as a variable on the root while this frame is on the page: what sticks to the
    // bottom of a page (the guide's Previous / Next) and the toasts, which are drawn outside this frame, sit above
    // the bar, not under it. Only phones have the bar. Its links' height (8 px above and below a
    // 20 px icon, a 2 px gap and a 16 px line) and its 1 px top border, as the bar has always measured.
    <div className={cn("flex min-h-svh flex-col bg-background text-foreground", hasCompletedOnboarding && "max-sm:[:root:has(&)]:[--app-bottom-nav:calc(3.375rem+1px)]")}>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:ring-[3px] focus:ring-ring/60"
      >
        Skip to content
      </a>
      {/* Paper gets the page's content alone: the header, its sections and the bottom bar are for the screen. */}
      <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur print:hidden">
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-4 px-4">
          <NavLink
            to={hasCompletedOnboarding ? "/dashboard" : "/onboarding"}
            className="flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            <Logo size={28} />
            {/* On a phone the home's name takes the wordmark's place too: the mark and the link's name stay. */}
            <span className={cn((statusShown || homeSwitcherShown) && "max-sm:sr-only")}>Hearthkeep</span>
          </NavLink>
          {/* Mounted for one home too: it resolves which home this device shows, and draws nothing then. */}
          {hasCompletedOnboarding ? <CurrentHomeSwitcher className="-ml-2 sm:ml-0" /> : null}
          {hasCompletedOnboarding ? (
            <nav aria-label="Main" className="hidden sm:block">
              <ul className="flex gap-1">
                {mainNavigation.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className={navLinkClass}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="ml-auto flex items-center gap-1">
            <ConnectionStatus {...connection} className="mr-1" />
            {hasCompletedOnboarding ? <NotificationBell unreadCount={unreadCount} /> : null}
            <UserMenu />
          </div>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className={cn("mx-auto w-full max-w-5xl flex-1 px-4 py-8 outline-none", hasCompletedOnboarding && "pb-24 sm:pb-8 print:pb-0")}>
        <SignedInFrameProvider key={homeSwitches}>
          <Outlet />
        </SignedInFrameProvider>
      </main>
      {hasCompletedOnboarding ? (
        <nav aria-label="Sections" className="fixed inset-x-0 bottom-0 z-40 h-(--app-bottom-nav) border-t bg-card sm:hidden print:hidden">
          <ul className="grid grid-cols-4">
            {[...mainNavigation, { to: "/settings", label: "Settings", icon: Settings }].map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className="flex flex-col items-center gap-0.5 py-2 text-xs text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-inset aria-[current=page]:font-medium aria-[current=page]:text-primary"
                >
                  <item.icon aria-hidden="true" className="size-5" />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ThemeFromAccount />
      {hasCompletedOnboarding ? <AchievementWatcher /> : null}
      <PushResubscriber />
    </div>
  );
}

/** Subscribes this browser to pushes again when it dropped its subscription (docs/product.md §2.17). */
function PushResubscriber() {
  useResubscribePushAtStart();
  return null;
}
