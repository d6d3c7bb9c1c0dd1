import type { Database } from "../db/client.ts";
import { findUserById, updateUser } from "../db/repositories/users-repository.ts";
import { AppError } from "../http/app-error.ts";
import type { UnsubscribeTokens, UnsubscribeTopic } from "../security/unsubscribe-token.ts";

export type UnsubscribeService = ReturnType<typeof createUnsubscribeService>;

const invalidLink = () => new AppError(400, "UNSUBSCRIBE_LINK_INVALID", "This unsubscribe link is not valid");

/** One-click unsubscribe (RFC 8058): the signed token names the user and the e-mail to stop. */
export function createUnsubscribeService({ db, tokens }: { db: Database; tokens: UnsubscribeTokens }) {
  async function check(token: string) {
    const claims = await tokens.verify(token);
    if (!claims) throw invalidLink();
    const user = await findUserById(db, claims.userId);
    if (!user) throw invalidLink();
    return { user, topic: claims.topic };
  }

  return {
    /** What the link would turn off, and for which address; throws for a forged or stale link. */
    async preview(token: string): Promise<{ email: string; topic: UnsubscribeTopic; alreadyOff: boolean }> {
      const { user, topic } = await check(token);
      return { email: user.email, topic, alreadyOff: !user[topic] };
    },
    /** Turns the preference off; doing it twice is fine. */
    async unsubscribe(token: string): Promise<{ email: string; topic: UnsubscribeTopic }> {
      const { user, topic } = await check(token);
      await updateUser(db, user.id, { [topic]: false });
      return { email: user.email, topic };
    },
  };
}
