import { http, HttpResponse } from "msw";
import { homeLocationRequestSchema, homeLocationResponseSchema } from "@domain/contract/index.ts";
import { homeLocationAnswer } from "@domain/seasons/derive-climate.ts";
import type { HomeLocation } from "@domain/seasons/home-location.ts";
import { refuse } from "./responses.ts";

export const homeLocationUrl = "/api/home/location";

/**
 * `GET` and `PUT /api/home/location` for stories and `npm run dev` without a server: a home that keeps what
 * it is sent, starting at `initial` (no location by default), with the domain's climate in words.
 */
export function homeLocationHandlers(initial: HomeLocation | null = null) {
  let current = initial;
  return [
    http.get(homeLocationUrl, () => HttpResponse.json(homeLocationResponseSchema.parse(homeLocationAnswer(current)))),
    http.put(homeLocationUrl, async ({ request }) => {
      const parsed = homeLocationRequestSchema.safeParse(await request.json());
      if (!parsed.success) return refuse(400, { error: { code: "VALIDATION_FAILED", message: "The request is not valid" } });
      current = parsed.data.location;
      return HttpResponse.json(homeLocationResponseSchema.parse(homeLocationAnswer(current)));
    }),
  ];
}
