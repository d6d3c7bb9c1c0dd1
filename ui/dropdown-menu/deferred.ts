/* The menu whose code loads on first use, without the menu's own code (which index.ts brings). */
export { DeferredDropdownMenu, type DeferredDropdownMenuProps, type DropdownMenuParts } from "./deferred-dropdown-menu.tsx";
