import { ChevronsUpDown, House, Plus } from "lucide-react";
import { DeferredDropdownMenu } from "@ui/dropdown-menu/deferred.ts";
import { cn } from "@ui/lib/cn.ts";
import { homeNameOf, type HomeRole, type HomeSummary } from "@domain/contract/homes.ts";

const roleWords: Record<HomeRole, string> = { owner: "Owner", member: "Member" };

export type HomeSwitcherProps = {
  homes: readonly HomeSummary[];
  currentId: string;
  onSwitch: (homeId: string) => void;
  onAddHome: () => void;
  /** Keeps the menu open (a story's picture). */
  open?: boolean;
  className?: string;
};

/**
 * The header's home switcher (docs/product.md §6.5): the name of the home this device shows, and a menu of
 * the person's homes, each with their role, the current one checked, and "Add a home". A radio group, so a
 * screen reader says which home is chosen; the menu's code loads on first use, as the account menu's does.
 */
export function HomeSwitcher({ homes, currentId, onSwitch, onAddHome, open, className }: HomeSwitcherProps) {
  const current = homes.find((home) => home.id === currentId);
  const currentName = current ? homeNameOf(current) : "";
  return (
    <DeferredDropdownMenu
      {...(open === undefined ? {} : { open })}
      trigger={
        <button
          type="button"
          // The name starts with the words on the button, so a speech user can say what they see (WCAG 2.5.3).
          aria-label={`${currentName}, switch home`}
          className={cn(
            "inline-flex h-10 min-w-0 items-center gap-1.5 rounded-md px-2 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60",
            className,
          )}
        >
          <House aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="max-w-[7.5rem] truncate sm:max-w-[14rem]">{currentName}</span>
          <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        </button>
      }
      content={(menu) => (
        <menu.DropdownMenuContent align="start" className="w-64">
          <menu.DropdownMenuLabel className="text-xs font-normal text-muted-foreground">Your homes</menu.DropdownMenuLabel>
          <menu.DropdownMenuRadioGroup value={currentId} onValueChange={onSwitch}>
            {homes.map((home) => (
              <menu.DropdownMenuRadioItem key={home.id} value={home.id} className="items-start">
                <span className="grid min-w-0">
                  <span className="truncate">{homeNameOf(home)}</span>
                  <span className="text-xs text-muted-foreground">{roleWords[home.role]}</span>
                </span>
              </menu.DropdownMenuRadioItem>
            ))}
          </menu.DropdownMenuRadioGroup>
          <menu.DropdownMenuSeparator />
          <menu.DropdownMenuItem onSelect={onAddHome}>
            <Plus aria-hidden="true" />
            Add a home
          </menu.DropdownMenuItem>
        </menu.DropdownMenuContent>
      )}
    />
  );
}
