import { z } from "zod";
import { applianceDetailsSchema, calendarDateSchema, type UpdateApplianceRequest } from "@domain/contract/index.ts";
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
