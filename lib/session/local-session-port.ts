import type { User } from "@domain/contract/index.ts";
import type { ApiClient } from "@lib/http/index.ts";

/**
 * A value local mode kept in the browser that could not be read whole, and was set aside with what could be
 * kept; `rebuilt` when it was then made whole again from the rest of the home.
 */
export type LocalDataProblem = { readonly key: string; readonly rebuilt?: boolean };

/** What moving a home kept in the browser onto the account came to (docs/product.md §4.4). */
export type HomeMoveOutcome = "moved" | "nothing-to-move" | "failed";

/**
 * Local mode as the session sees it (docs/product.md §4.16): a person using the app on this browser
 * without an account. The app gives the AuthProvider one; lib/session never loads local mode's
 * code itself, so a visitor who never tries it downloads none of it.
 */
export type LocalSessionPort = {
  /** Answers the screens' requests from the browser; the session hands it out while a local session runs. */
  readonly client: ApiClient;
  /** The person using this browser without an account, or null. */
  current(): Promise<User | null>;
  /**
   * 'Try it without an account': the local user of docs/product.md §3.5, named from the e-mail, else
   * 'Guest'. `returning` when this browser already kept a home for that e-mail (the local sign-in of §7).
   */
  start(input?: { readonly email?: string | null }): Promise<{ readonly user: User; readonly returning: boolean }>;
  /**
   * docs/product.md §4.4: once per user, the browser's home is sent to the account with `server_wins`;
   * on success the browser's copy is cleared. A failure changes nothing here.
   */
  moveHomeTo(remote: ApiClient, user: User): Promise<HomeMoveOutcome>;
  /** Signing out of local mode clears everything the product keeps in the browser (docs/product.md §4.16, §9.1). */
  end(): Promise<void>;
  /**
   * docs/product.md §4.16: tells `listener` of each value kept in the browser that a read found damaged and set
   * aside (`key` is its storage key), so the person hears of it; returns the unsubscribe function.
   */
  onDataProblem?(listener: (problem: LocalDataProblem) => void): () => void;
};
