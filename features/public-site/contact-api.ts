import { type ContactMessageRequest, type ContactMessageResponse } from "@domain/contract/index.ts";
import { callRoute, normaliseError, routePathOf, type ApiClient } from "@lib/http/index.ts";

/** Why a message was not sent: the visitor sent too many, or the server refused or failed. */
export type ContactFailure = { kind: "rate-limited" | "failed"; message: string };

export const CONTACT_PATH = routePathOf("sendContactMessage");

/** `POST /api/contact`: stores the message; answers its id. */
export function sendContactMessage(client: ApiClient, message: ContactMessageRequest): Promise<ContactMessageResponse> {
  return callRoute(client, "sendContactMessage", { body: message }, { authenticated: false });
}

/** The server's refusal in the form's terms: a 429 is "too many", anything else a failed send. */
export function contactFailureOf(error: unknown): ContactFailure {
  const apiError = normaliseError(error);
  if (apiError.status === 429 || apiError.code === "RATE_LIMITED") return { kind: "rate-limited", message: apiError.message };
  if (apiError.status !== undefined && apiError.status >= 500) {
    return { kind: "failed", message: "Something went wrong on our side and your message was not sent. Please try again in a few minutes." };
  }
  return { kind: "failed", message: apiError.message };
}
