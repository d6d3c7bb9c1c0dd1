import type { Database } from "../client.ts";
import { contactMessages } from "../schema.ts";

export async function insertContactMessage(
  db: Database,
  values: { name: string; email: string; subject: string; message: string },
): Promise<string> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row!.id;
}
