import { APP_STATE_KEY } from "@domain/entities/browser-storage-names.ts";

/*
 * Which home this tab's requests are about (docs/product.md §6.5), for the `X-Home-Id` header of every
 * route marked `home: true`. The app-wide store (lib/app-state) holds the choice; it is read here through
 * a function the app hands over once its store is running (`followCurrentHome`), because the store's code
 * (zustand, zod) is not part of a page's first load. Until then, and for the requests the page's entry
 * sends before any of the app's code has arrived, the choice is read from the store's saved copy: the store
 * writes it on every change and restores it from there, so the two agree
 * (docs/decisions/093-the-current-home-travels-with-each-request.md).
 */

/** The home the store's saved copy names, null when none is chosen or the copy cannot be read. Kept free of zod. */
export function storedCurrentHomeId(storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage): string | null {
  try {
    const saved = storage?.getItem(APP_STATE_KEY);
    if (!saved) return null;
    const { state } = JSON.parse(saved) as { state?: { currentHomeId?: unknown } };
    return typeof state?.currentHomeId === "string" && state.currentHomeId !== "" ? state.currentHomeId : null;
  } catch {
    return null;
  }
}

let readCurrentHome: () => string | null = () => storedCurrentHomeId();

/** From now on, this tab's requests name the home `read` answers (the app-wide store's). */
export function followCurrentHome(read: () => string | null): void {
  readCurrentHome = read;
}

/** The home this tab shows: null while none is chosen, when the server takes the account's first. */
export const currentHomeId = (): string | null => readCurrentHome();
