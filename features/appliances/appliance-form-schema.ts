import { z } from "zod";
import { APPLIANCE_NOTES_MAX_LENGTH, applianceDetailsSchema, calendarDateSchema, type Appliance, type UpdateApplianceRequest } from "@domain/contract/index.ts";
import { installDateProblem } from "@domain/appliances/install-date.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";

/**
 * The edit form's fields, built from the contract's: text boxes hold "" for "nothing", which the request
 * turns into null (the contract's way of clearing brand, model or install date). `today` is the home's
 * calendar day, which the install date may not pass, nor go further back than an age may
 * (domain/appliances/install-date.ts), as the server refuses it.
 */
export function editApplianceFormSchema(today: CalendarDate) {
  return z.object({
    name: z.string().trim().min(1, "Give it a name, such as “Basement furnace”").max(100, "At most 100 characters"),
    brand: z.string().trim().max(100, "At most 100 characters"),
    model: z.string().trim().max(100, "At most 100 characters"),
    installDate: z
      .union([z.literal(""), calendarDateSchema], { error: "A date such as 2019-05-01" })
      .superRefine((date, context) => {
        const problem = date === "" ? null : installDateProblem(date, today);
        if (problem !== null) context.addIssue({ code: "custom", message: problem });
      }),
  });
}
type EditApplianceFormSchema = ReturnType<typeof editApplianceFormSchema>;
export type EditApplianceFormValues = z.input<EditApplianceFormSchema>;

/** The `PUT /api/appliances/{id}` body for what the form holds (checked by the contract's field schemas). */
export function updateRequestFrom(values: z.output<EditApplianceFormSchema>): UpdateApplianceRequest {
  const fields = applianceDetailsSchema.shape;
  return {
    name: fields.name.parse(values.name),
    brand: fields.brand.parse(values.brand === "" ? null : values.brand),
    model: fields.model.parse(values.model === "" ? null : values.model),
    installDate: fields.installDate.parse(values.installDate === "" ? null : values.installDate),
  };
}

/** The record page's form (docs/product.md §2.12): the dialog's fields, with the serial number, location and notes. */
export function applianceRecordFormSchema(today: CalendarDate) {
  return editApplianceFormSchema(today).extend({
    serialNumber: z.string().trim().max(100, "At most 100 characters"),
    location: z.string().trim().max(100, "At most 100 characters"),
    notes: z.string().trim().max(APPLIANCE_NOTES_MAX_LENGTH, `At most ${APPLIANCE_NOTES_MAX_LENGTH.toLocaleString("en-US")} characters`),
  });
}
type ApplianceRecordFormSchema = ReturnType<typeof applianceRecordFormSchema>;
export type ApplianceRecordFormValues = z.input<ApplianceRecordFormSchema>;

/** What the record form starts with: the appliance's fields, "" for none. */
export function recordFormValuesOf(appliance: Appliance): ApplianceRecordFormValues {
  return {
    name: appliance.name,
    brand: appliance.brand ?? "",
    model: appliance.model ?? "",
    serialNumber: appliance.serialNumber ?? "",
    location: appliance.location ?? "",
    notes: appliance.notes ?? "",
    installDate: appliance.installDate ?? "",
  };
}

/**
 * The `PUT /api/appliances/{id}` body for the record form. The date goes only when it changed, so an
 * estimate from the serial number or the age band keeps its source until the owner types another date.
 */
export function recordUpdateFrom(values: z.output<ApplianceRecordFormSchema>, appliance: Appliance): UpdateApplianceRequest {
  const fields = applianceDetailsSchema.shape;
  const { installDate, ...rest } = updateRequestFrom(values);
  return {
    ...rest,
    serialNumber: fields.serialNumber.parse(values.serialNumber === "" ? null : values.serialNumber),
    location: fields.location.parse(values.location === "" ? null : values.location),
    notes: fields.notes.parse(values.notes === "" ? null : values.notes),
    ...(installDate !== (appliance.installDate ?? null) && { installDate }),
  };
}
