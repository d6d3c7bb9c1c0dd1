import { DEFAULT_TIME_ZONE, timeZoneSchema } from "../dates/calendar-date.ts";

export { TIME_ZONE_HEADER } from "./time-zone-header.ts";

/** The zone named by the header's value, or UTC when it is missing or unknown. */
export function timeZoneFromHeader(value: string | readonly string[] | undefined | null): string {
  const text = typeof value === "string" || value == null ? value : value[0];
  const parsed = timeZoneSchema.safeParse(text);
  return parsed.success ? parsed.data : DEFAULT_TIME_ZONE;
}

/** The zone named by the header, or undefined when it is missing or unknown (then nothing is stored). */
export function timeZoneInHeader(value: string | readonly string[] | undefined | null): string | undefined {
  const text = typeof value === "string" || value == null ? value : value[0];
  const parsed = timeZoneSchema.safeParse(text);
  return parsed.success ? parsed.data : undefined;
}
