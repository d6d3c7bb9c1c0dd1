import { HttpResponse } from "msw";
import { homeMembersResponseSchema, type HomeMember } from "@domain/contract/index.ts";
import { HOUSEHOLD_MESSAGES } from "@domain/messages.ts";
import { mockRoute } from "../route-mocks.ts";
import { errorBody, refuse } from "./responses.ts";

/** The home the mock's signed-in person belongs to, with the partner they share it with. */
export const mockHomeId = "3b9d6c1e-7a4f-4e2b-9c8d-5f1a2b3c4d5e";

export const someHomeMembers: readonly HomeMember[] = [
  { userId: "a1b2c3d4-0000-4000-8000-000000000001", name: "Alex Morgan", email: "alex@example.com", role: "owner", joinedAt: "2026-03-14T10:00:00.000Z", isYou: true },
  { userId: "a1b2c3d4-0000-4000-8000-000000000002", name: "Sam Lee", email: "sam@example.com", role: "member", joinedAt: "2026-09-02T18:30:00.000Z", isYou: false },
];

/** The people of a home: any home id answers the given members, as the stories know only one home. */
export function householdHandlers(members: readonly HomeMember[] = someHomeMembers) {
  return [mockRoute("listHomeMembers", () => HttpResponse.json(homeMembersResponseSchema.parse({ members })))];
}

/** A home the person does not belong to, or no longer does. */
export const homeNotFoundHandlers = [mockRoute("listHomeMembers", () => refuse(404, errorBody("NOT_FOUND", HOUSEHOLD_MESSAGES.homeNotFound)))];
