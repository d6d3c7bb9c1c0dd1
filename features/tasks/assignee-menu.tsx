import * as React from "react";
import { UserPlus } from "lucide-react";
import { avatarInitials } from "@ui/avatar/index.ts";
import { Button } from "@ui/button/index.ts";
import { DeferredDropdownMenu } from "@ui/dropdown-menu/deferred.ts";
import { cn } from "@ui/lib/cn.ts";
import type { HomeMember, TaskPerson } from "@domain/contract/index.ts";
import { personWords } from "./task-people.ts";

const NOBODY = "nobody";

export type AssigneeMenuProps = {
  taskName: string;
  assignee: TaskPerson | null | undefined;
  members: readonly HomeMember[];
  /** The member chosen, or null for nobody. */
  onAssign: (member: HomeMember | null) => void;
  disabled?: boolean;
  /** Keeps the menu open for its story's picture. */
  menuOpen?: boolean;
  className?: string;
};

/**
 * Who will do a task in a shared home (docs/product.md §6.5): a compact button with the person's initials and
 * name, or "Assign" while nobody is named, opening a menu of the home's people and "Nobody". Keyboard: the
 * button opens it with Enter, Space or Arrow Down, the arrows move, Enter chooses, Escape closes.
 */
export function AssigneeMenu({
  taskName,
  assignee,
  members,
  onAssign,
  disabled = false,
  menuOpen,
  className,
}: AssigneeMenuProps) {
  const shown = assignee ? personWords(assignee, members) : "Assign";
  const initials = assignee ? avatarInitials(assignee.name) : null;
  return (
    <DeferredDropdownMenu
      {...(menuOpen === undefined ? {} : { open: menuOpen, modal: false })}
      trigger={
        <Button
          variant="outline"
          size="sm"
          disabled={disabled}
          // The name begins with what the button shows, initials included (WCAG 2.5.3, docs/decisions/050), then says what it is for.
          aria-label={`${initials ? `${initials} ` : ""}${shown}: who does ${taskName}`}
          className={cn(
            "min-h-11 gap-1.5 rounded-full px-3 sm:min-h-8",
            className,
          )}
        >
          {assignee ? (
            <span
              aria-hidden="true"
              className="inline-flex size-6 items-center justify-center rounded-full bg-primary text-[0.6875rem] font-semibold text-primary-foreground"
            >
              {initials}
            </span>
          ) : (
            <UserPlus aria-hidden="true" />
          )}{" "}
          <span className="max-w-32 truncate">{shown}</span>
        </Button>
      }
      content={(menu) => (
        <menu.DropdownMenuContent align="start" className="w-60">
          <menu.DropdownMenuLabel>Who does it</menu.DropdownMenuLabel>
          <menu.DropdownMenuRadioGroup
            value={assignee?.userId ?? NOBODY}
            onValueChange={(value) =>
              onAssign(
                value === NOBODY
                  ? null
                  : (members.find((member) => member.userId === value) ?? null),
              )
            }
          >
            {members.map((member) => (
              <menu.DropdownMenuRadioItem
                key={member.userId}
                value={member.userId}
              >
                {member.name?.trim() || member.email}
                {member.isYou ? " (you)" : ""}
              </menu.DropdownMenuRadioItem>
            ))}
            <menu.DropdownMenuRadioItem value={NOBODY}>
              Nobody (anyone can)
            </menu.DropdownMenuRadioItem>
          </menu.DropdownMenuRadioGroup>
        </menu.DropdownMenuContent>
      )}
    />
  );
}
