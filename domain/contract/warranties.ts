import { z } from "zod";
import { calendarDateSchema } from "../dates/calendar-date.ts";
import { textSchema } from "./text.ts";
import type { ApiRoute } from "./routes.ts";

/**
 * An appliance's warranty (docs/product.md §4.20): `GET`, `PUT` and `DELETE /api/appliances/{id}/warranty`.
 * One per appliance, in a table of its own (docs/decisions/089-warranties-and-attachments.md).
 */

/** The longest warranty the product takes: 50 years, past any appliance's. */
export const MAX_WARRANTY_MONTHS = 600;

/** The exact words of a warranty form's refusals, shown under their fields. */
export const WARRANTY_MESSAGES = {
  lengthOrEnd: "Give the warranty's length in months or the day it ends",
  notBoth: "Give either a length or an end date, not both",
  endBeforeStart: "The end date must be after the start date",
  lengthRange: `Give a length from 1 to ${MAX_WARRANTY_MONTHS} months`,
  httpsOnly: "Enter an address that starts with https://",
  notFound: "Warranty not found",
  documentNotFound: "That document is not one of this appliance's",
} as const;

const optionalText = (max: number, message: string) =>
  textSchema()
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/** What the owner enters; the same checks in the form and on the server. */
export const warrantyRequestSchema = z
  .object({
    startsOn: calendarDateSchema,
    lengthMonths: z.number({ error: WARRANTY_MESSAGES.lengthRange }).int(WARRANTY_MESSAGES.lengthRange).min(1, WARRANTY_MESSAGES.lengthRange).max(MAX_WARRANTY_MONTHS, WARRANTY_MESSAGES.lengthRange).nullable().default(null),
    endsOn: calendarDateSchema.nullable().default(null),
    provider: optionalText(200, "A provider's name has at most 200 characters"),
    coverage: optionalText(2000, "What it covers has at most 2000 characters"),
    /** The provider's page for the warranty; only https, so a link can never run script or leave TLS. */
    link: textSchema()
      .trim()
      .max(2000, "An address has at most 2000 characters")
      .pipe(z.union([z.literal(""), z.url({ protocol: /^https$/, error: WARRANTY_MESSAGES.httpsOnly })]))
      .nullable()
      .optional()
      .transform((value) => (value ? value : null)),
    /** One of the appliance's documents (the warranty card, the receipt). */
    documentId: z.uuid().nullable().default(null),
  })
  .superRefine((warranty, context) => {
    if (warranty.lengthMonths === null && warranty.endsOn === null) context.addIssue({ code: "custom", path: ["lengthMonths"], message: WARRANTY_MESSAGES.lengthOrEnd });
    if (warranty.lengthMonths !== null && warranty.endsOn !== null) context.addIssue({ code: "custom", path: ["endsOn"], message: WARRANTY_MESSAGES.notBoth });
    if (warranty.endsOn !== null && warranty.endsOn <= warranty.startsOn) context.addIssue({ code: "custom", path: ["endsOn"], message: WARRANTY_MESSAGES.endBeforeStart });
  });
export type WarrantyRequest = z.input<typeof warrantyRequestSchema>;
export type WarrantyValues = z.output<typeof warrantyRequestSchema>;

export const warrantySchema = z.object({
  applianceId: z.uuid(),
  startsOn: calendarDateSchema,
  lengthMonths: z.number().int().nullable(),
  endsOn: calendarDateSchema.nullable(),
  /** The last day it covers, from the length or the end date. */
  coveredUntil: calendarDateSchema,
  provider: z.string().nullable(),
  coverage: z.string().nullable(),
  link: z.string().nullable(),
  documentId: z.uuid().nullable(),
});
export type Warranty = z.infer<typeof warrantySchema>;

/** The appliance's warranty, or null when none was entered. */
export const warrantyResponseSchema = z.object({ data: warrantySchema.nullable() });
export type WarrantyResponse = z.infer<typeof warrantyResponseSchema>;

export const warrantyParamsSchema = z.object({ id: z.uuid() });

export const warrantyRoutes = [
  { method: "get", path: "/api/appliances/{id}/warranty", operationId: "getWarranty", summary: "An appliance's warranty, or null", tag: "appliances", auth: true, tokens: "read", home: true, params: warrantyParamsSchema, successStatus: 200, response: warrantyResponseSchema },
  { method: "put", path: "/api/appliances/{id}/warranty", operationId: "setWarranty", summary: "Enter or change an appliance's warranty", tag: "appliances", auth: true, tokens: "write", home: true, params: warrantyParamsSchema, body: warrantyRequestSchema, successStatus: 200, response: warrantyResponseSchema },
  { method: "delete", path: "/api/appliances/{id}/warranty", operationId: "removeWarranty", summary: "Remove an appliance's warranty", tag: "appliances", auth: true, tokens: "write", home: true, params: warrantyParamsSchema, successStatus: 204 },
] as const satisfies readonly ApiRoute[];
