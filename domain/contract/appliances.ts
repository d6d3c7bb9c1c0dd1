import { z } from "zod";
import { textSchema } from "./text.ts";
import { calendarDateSchema } from "../dates/calendar-date.ts";
import { profileApplianceSchema } from "../entities/user.ts";
import { taskHistoryEntrySchema } from "./tasks.ts";

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

/**
 * Where an appliance's date came from (docs/product.md §2.12): typed by the owner, an estimate from the serial
 * number the owner accepted, or counted back from the age band picked when it was added. Any of them stands
 * for the last service of tasks never done yet.
 */
export const INSTALL_DATE_SOURCES = ["entered", "serial", "age"] as const;
export const installDateSourceSchema = z.enum(INSTALL_DATE_SOURCES);
export type InstallDateSource = z.infer<typeof installDateSourceSchema>;

/** The longest note an appliance's record keeps. */
export const APPLIANCE_NOTES_MAX_LENGTH = 2000;

/** What a person may tell about an appliance besides its kind. */
export const applianceDetailsSchema = z.object({
  name: shortText(100).min(1).optional(),
  brand: shortText(100).nullable().optional(),
  model: shortText(100).nullable().optional(),
  /** As printed on the rating plate; with the brand it may give the month it was made. */
  serialNumber: shortText(100).nullable().optional(),
  /** Where in the home it is ("Basement, by the stairs"). */
  location: shortText(100).nullable().optional(),
  notes: textSchema().trim().max(APPLIANCE_NOTES_MAX_LENGTH).nullable().optional(),
  /** The day it was installed or bought (or the first of the month it was made); not in the future. */
  installDate: calendarDateSchema.nullable().optional(),
  /** Where `installDate` came from; absent with a date means the owner typed it. */
  installDateSource: installDateSourceSchema.exclude(["age"]).optional(),
  /** How old it is, for people who don't know the date; turned into an estimated install date. */
  yearsOld: z.number().min(0).max(MAX_APPLIANCE_AGE_YEARS).nullable().optional(),
});
export type ApplianceDetails = z.infer<typeof applianceDetailsSchema>;

/** An appliance's record; the fields a profile does not carry default to none, as older servers sent them. */
export const applianceSchema = profileApplianceSchema.extend({
  serialNumber: z.string().nullable().default(null),
  location: z.string().nullable().default(null),
  notes: z.string().nullable().default(null),
  /** Where `installDate` came from; null when there is no date, or for one kept before the source was. */
  installDateSource: installDateSourceSchema.nullable().default(null),
});
export type Appliance = z.output<typeof applianceSchema>;

/** An appliance's next open task, by due date. */
export const applianceNextTaskSchema = z.object({ id: z.string().min(1), name: z.string().min(1), dueDate: calendarDateSchema });
export type ApplianceNextTask = z.infer<typeof applianceNextTaskSchema>;

/** An appliance as the home's list shows it: with how many scheduled (open) tasks it brings. */
export const homeApplianceSchema = applianceSchema.extend({
  /** Open occurrences of its tasks; removing the appliance removes them (completed ones stay in history). */
  openTaskCount: z.number().int().min(0),
  /**
   * Of those, the tasks the home shares (the HVAC filter, the thermostat…) that another of its appliances
   * takes over when this one is removed (docs/product.md §4.12); absent means none.
   */
  handedOverTaskCount: z.number().int().min(0).optional(),
  /** The open task due first; null when none is open (absent from older servers). */
  nextTask: applianceNextTaskSchema.nullable().default(null),
});
export type HomeAppliance = z.output<typeof homeApplianceSchema>;

/** `GET /api/appliances` */
export const appliancesResponseSchema = z.object({ data: z.array(homeApplianceSchema) });
export type AppliancesResponse = z.output<typeof appliancesResponseSchema>;

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

/** `PUT /api/appliances/{id}`: the record's fields (not the age band); at least one. */
export const updateApplianceRequestSchema = applianceDetailsSchema
  .omit({ yearsOld: true })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), { message: "Nothing to change" });
export type UpdateApplianceRequest = z.input<typeof updateApplianceRequestSchema>;
export const updateApplianceResponseSchema = z.object({ data: applianceSchema });
export type UpdateApplianceResponse = z.output<typeof updateApplianceResponseSchema>;

/** One completed piece of work on the appliance, as its record lists it: a task's history entry with the task's name. */
export const applianceCompletedWorkSchema = taskHistoryEntrySchema.extend({ taskName: z.string().min(1) });
export type ApplianceCompletedWork = z.infer<typeof applianceCompletedWorkSchema>;

/** How many completions an appliance's record carries, the newest. */
export const APPLIANCE_WORK_LIMIT = 100;

/**
 * `GET /api/appliances/{id}`: the appliance's record (docs/product.md §2.12): its fields, its open tasks by
 * due date, and its completed work, newest first.
 */
export const applianceRecordSchema = homeApplianceSchema.extend({
  openTasks: z.array(applianceNextTaskSchema),
  completedWork: z.array(applianceCompletedWorkSchema),
});
export type ApplianceRecord = z.output<typeof applianceRecordSchema>;
export const applianceRecordResponseSchema = z.object({ data: applianceRecordSchema });
export type ApplianceRecordResponse = z.output<typeof applianceRecordResponseSchema>;
