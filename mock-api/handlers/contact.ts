import { http, HttpResponse } from "msw";
import { mockPathOf } from "../route-mocks.ts";
import {
  contactMessageRequestSchema,
  contactMessageResponseSchema,
  type ContactMessageResponse,
} from "@domain/contract/index.ts";
import { neverAnswer, refuse } from "./responses.ts";

export const contactUrl = mockPathOf("sendContactMessage");

/** The server's answers to `POST /api/contact`, for stories and `npm run dev` without a server. */
export const contactHandlers = {
  /** Stores the message (validated like the server does) and answers 201 with an id. */
  ok: http.post(contactUrl, async ({ request }) => {
    const parsed = contactMessageRequestSchema.safeParse(await request.json());
    if (!parsed.success) return refuse(400, { error: { code: "VALIDATION_FAILED", message: "The request is not valid" } });
    return HttpResponse.json(contactMessageResponseSchema.parse({ ok: true, id: "6f1d3c2a-5b7e-4c1a-9d2f-8e4b7a1c0d93" } satisfies ContactMessageResponse), { status: 201 });
  }),
  /** Never answers: the form stays in its sending state. */
  pending: http.post(contactUrl, neverAnswer),
  rateLimited: http.post(contactUrl, () =>
    refuse(429, { error: { code: "RATE_LIMITED", message: "Too many attempts. Try again in 45 minutes." } }, { "Retry-After": "2700" }),
  ),
  serverError: http.post(contactUrl, () => refuse(500, { error: { code: "INTERNAL", message: "Something went wrong on our side" } })),
};
