import type { ContactMessageRequest } from "@domain/contract/index.ts";
import type { Database } from "../db/client.ts";
import { insertContactMessage } from "../db/repositories/contact-repository.ts";

type ValidContactMessage = { [K in keyof ContactMessageRequest]: string };

export function createContactService({ db }: { db: Database }) {
  return {
    /** Stores the message for the team to read, with the account of a signed-in sender; answers its id. */
    send: (message: ValidContactMessage, senderId: string | null) => insertContactMessage(db, message, senderId),
  };
}
