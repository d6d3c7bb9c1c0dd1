import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { contactMessages, users } from "../schema.ts";

/**
 * Stores a message, kept with the account that sent it when `senderId` is given. An account deleted since
 * its token was issued no longer exists: the message is then kept without one, as a visitor's is.
 */
export async function insertContactMessage(
  db: Database,
  values: { name: string; email: string; subject: string; message: string },
  senderId: string | null,
): Promise<string> {
  const userId = senderId === null ? null : sql`(select ${users.id} from ${users} where ${users.id} = ${senderId})`;
  const [row] = await db
    .insert(contactMessages)
    .values({ ...values, userId })
    .returning({ id: contactMessages.id });
  return row!.id;
}
