import { eq } from "drizzle-orm";
import { homeMembers, homes } from "../../server/db/schema.ts";
import type { SignedInClient } from "./test-client.ts";
import type { TestServer } from "./test-server.ts";

/** The home made for a person at sign-up (their first). */
export async function homeIdOf(server: Pick<TestServer, "database">, person: SignedInClient): Promise<string> {
  const [row] = await server.database.db.select({ homeId: homeMembers.homeId }).from(homeMembers).where(eq(homeMembers.userId, person.user.id)).orderBy(homeMembers.createdAt).limit(1);
  return row!.homeId;
}

/**
 * Makes the person a member of another's home the way an accepted invitation does, leaving the empty home
 * their sign-up made, so that home is the one their requests are about with or without a home named.
 */
export async function joinHome(server: Pick<TestServer, "database">, person: SignedInClient, homeId: string): Promise<void> {
  const own = await homeIdOf(server, person);
  await server.database.db.delete(homes).where(eq(homes.id, own));
  await server.database.db.insert(homeMembers).values({ homeId, userId: person.user.id, role: "member" });
}
