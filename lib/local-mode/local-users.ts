import { emailInputSchema } from "@domain/entities/user.ts";
import { localProfileSchema, newLocalProfile, type LocalProfile } from "@domain/entities/local-profile.ts";
import { LocalUserUpdateError } from "./local-errors.ts";
import type { LocalStores } from "./local-stores.ts";
import { createSerialQueue } from "./serial-queue.ts";

/** What an update of the local user may change; the id, e-mail and creation time stay. */
export type LocalUserChanges = Partial<Pick<LocalProfile, "name" | "plan" | "preferences" | "appliances" | "hasCompletedOnboarding" | "onboardingCompletedAt">>;

export interface LocalUsers {
  /** The signed-in local user, or null. */
  currentUser(): Promise<LocalProfile | null>;
  /**
   * Signs in locally (docs/product.md §4.16): the local user with this e-mail becomes current, or a new one
   * is made, named from the e-mail unless a name is given (docs/product.md §3.5).
   */
  signIn(input: { readonly email: string; readonly name?: string | null }): Promise<LocalProfile>;
  /** Whether this browser keeps a local user with this e-mail. */
  knows(email: string): Promise<boolean>;
  /** The ids of every local user this browser keeps (erasing the home tells their waiting changes by them). */
  ids(): Promise<string[]>;
  /** docs/product.md §5.2: fails with 'No user to update' when nobody is signed in, 'User not found' when the current user is gone. */
  updateCurrentUser(changes: LocalUserChanges): Promise<LocalProfile>;
}

export interface LocalUsersOptions {
  readonly stores: Pick<LocalStores, "users">;
  readonly now?: () => Date;
  readonly newId?: () => string;
}

export function createLocalUsers({ stores, now = () => new Date(), newId = () => globalThis.crypto.randomUUID() }: LocalUsersOptions): LocalUsers {
  const serial = createSerialQueue();
  const store = stores.users;

  return {
    currentUser: () =>
      serial.run(async () => {
        const { currentUserId, users } = await store.read();
        return users.find((user) => user.id === currentUserId) ?? null;
      }),

    knows: (email) =>
      serial.run(async () => {
        const parsed = emailInputSchema.safeParse(email);
        if (!parsed.success) return false;
        const { users } = await store.read();
        return users.some((user) => user.email === parsed.data);
      }),

    ids: () => serial.run(async () => (await store.read()).users.map((user) => user.id)),

    signIn: ({ email, name }) =>
      serial.run(async () => {
        const stored = await store.read();
        const address = emailInputSchema.parse(email);
        const user = stored.users.find((each) => each.email === address) ?? newLocalProfile({ id: newId(), email: address, name: name ?? null, now: now() });
        const users = stored.users.some((each) => each.id === user.id) ? stored.users : [...stored.users, user];
        await store.write({ ...stored, currentUserId: user.id, users });
        return user;
      }),

    updateCurrentUser: (changes) =>
      serial.run(async () => {
        const stored = await store.read();
        if (stored.currentUserId === null) throw new LocalUserUpdateError("NO_USER_TO_UPDATE");
        const current = stored.users.find((user) => user.id === stored.currentUserId);
        if (!current) throw new LocalUserUpdateError("USER_NOT_FOUND");
        const updated = localProfileSchema.parse({ ...current, ...changes, lastUpdatedAt: now().toISOString() });
        await store.write({ ...stored, users: stored.users.map((user) => (user.id === updated.id ? updated : user)) });
        return updated;
      }),
  };
}
