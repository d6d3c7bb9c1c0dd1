import { z } from "zod";
import { textSchema } from "./text.ts";
import { calendarDateSchema } from "../dates/calendar-date.ts";
import { profileApplianceSchema } from "../entities/user.ts";

/**
 * `/api/appliances`: the home's appliances (list, add, edit, remove). They back the appliance selector
 * in remote mode. An appliance's `type` arrives as the user's app sent it (current, legacy or camelCase
 * id) and is normalised by the server with the domain rules: purely numeric ids are refused, unknown ones
 * come back as warnings.
 */

const shortText = (max: number) => textSchema().trim().max(max);

/**
 * Any spelling of an appliance identifier; the server resolves it with normaliseApplianceIds
 * (identifiers.ts). Empty ids are not refused here: docs/product.md §5 drops them (and '0', 'undefined',
 * 'null') from a list before refusing purely numeric ones.
 */
export const applianceTypeInputSchema = textSchema().trim().max(100);

/** The oldest an appliance may be said to be, as an age or as an install date that far back. */
export const MAX_APPLIANCE_AGE_YEARS = 200;

/** What a person may tell about an appliance besides its kind. */
export const applianceDetailsSchema = z.object({
  name: shortText(100).min(1).optional(),
  brand: shortText(100).nullable().optional(),
  model: shortText(100).nullable().optional(),
  /** The day it was installed or bought; not in the future. */
  installDate: calendarDateSchema.nullable().optional(),
  /** How old it is, for people who don't know the date; turned into an estimated install date. */
  yearsOld: z.number().min(0).max(MAX_APPLIANCE_AGE_YEARS).nullable().optional(),
});
export type ApplianceDetails = z.infer<typeof applianceDetailsSchema>;

export const applianceSchema = profileApplianceSchema;
export type Appliance = z.infer<typeof applianceSchema>;

/** An appliance as the home's list shows it: with how many scheduled (open) tasks it brings. */
export const homeApplianceSchema = applianceSchema.extend({
  /** Open occurrences of its tasks; removing the appliance removes them (completed ones stay in history). */
  openTaskCount: z.number().int().min(0),
  /**
   * Of those, the tasks the home shares (the HVAC filter, the thermostat…) that another of its appliances
   * takes over when this one is removed (docs/product.md §4.12); absent means none.
   */
  handedOverTaskCount: z.number().int().min(0).optional(),
});
export type HomeAppliance = z.infer<typeof homeApplianceSchema>;

/** `GET /api/appliances` */
export const appliancesResponseSchema = z.object({ data: z.array(homeApplianceSchema) });
export type AppliancesResponse = z.infer<typeof appliancesResponseSchema>;

/** `POST /api/appliances` */
export const addApplianceRequestSchema = applianceDetailsSchema.extend({ type: applianceTypeInputSchema });
export type AddApplianceRequest = z.input<typeof addApplianceRequestSchema>;
export const addApplianceResponseSchema = z.object({
  data: applianceSchema,
  /** How many maintenance tasks were scheduled for it. */
  tasksCreated: z.number().int().min(0),
  /** What normalising the appliance id reported (docs/product.md §5); empty when the id was a current one. */
  warnings: z.array(z.string()),
});
export type AddApplianceResponse = z.infer<typeof addApplianceResponseSchema>;

/** `/api/appliances/{id}` path parameters. */
export const applianceParamsSchema = z.object({ id: z.uuid() });
export type ApplianceParams = z.infer<typeof applianceParamsSchema>;

/** `PUT /api/appliances/{id}`: name, brand, model and install date; at least one. */
export const updateApplianceRequestSchema = applianceDetailsSchema
  .omit({ yearsOld: true })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), { message: "Nothing to change" });
export type UpdateApplianceRequest = z.input<typeof updateApplianceRequestSchema>;
export const updateApplianceResponseSchema = z.object({ data: applianceSchema });
export type UpdateApplianceResponse = z.infer<typeof updateApplianceResponseSchema>;
