import { z } from "zod";
import {
  applianceDetailsSchema,
  calendarDateSchema,
  MAX_APPLIANCE_AGE_YEARS,
  type UpdateApplianceRequest,
} from "@domain/contract/index.ts";
import { addYears, compareCalendarDates, type CalendarDate } from "@domain/dates/calendar-date.ts";

/**
 * docs/product.md §5.9: an install date not in the future, and no further back than an age may go
 * (MAX_APPLIANCE_AGE_YEARS), as the server refuses it; the date picker offers the same days.
 */
export function installDateBounds(today: CalendarDate): { min: CalendarDate; max: CalendarDate } {
  return { min: addYears(today, -MAX_APPLIANCE_AGE_YEARS), max: today };
}

/**
 * The edit form's fields, built from the contract's: text boxes hold "" for "nothing", which the request
 * turns into null (the contract's way of clearing brand, model or install date). `today` is the home's
 * calendar day, which the install date may not pass.
 */
export function editApplianceFormSchema(today: CalendarDate) {
  const { min, max } = installDateBounds(today);
  return z.object({
    name: z.string().trim().min(1, "Give it a name, such as “Basement furnace”").max(100, "At most 100 characters"),
    brand: z.string().trim().max(100, "At most 100 characters"),
    model: z.string().trim().max(100, "At most 100 characters"),
    installDate: z
      .union([z.literal(""), calendarDateSchema], { error: "A date such as 2019-05-01" })
      .refine((date) => date === "" || compareCalendarDates(date, max) <= 0, "The install date is in the future")
      .refine((date) => date === "" || compareCalendarDates(date, min) >= 0, `The install date is more than ${MAX_APPLIANCE_AGE_YEARS} years ago`),
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
