import { z } from "zod";
import { applianceDetailsSchema, applianceTypeInputSchema } from "./appliances.ts";
import { instantSchema } from "../dates/calendar-date.ts";
import { homeTypeSchema } from "../entities/home.ts";
import { profileApplianceSchema } from "../entities/user.ts";
import { homeLocationSchema } from "../seasons/home-location.ts";

/** The most appliances one onboarding may add (the catalogue holds 56 ids). */
export const MAX_ONBOARDING_APPLIANCES = 100;

export const onboardingApplianceSchema = applianceDetailsSchema.extend({
  /**
   * A catalogue id in any spelling an older app may send (legacy or camelCase): the server normalises
   * the list with normaliseApplianceIds, refuses purely numeric ids and reports unknown ones as warnings.
   */
  type: applianceTypeInputSchema,
});
export type OnboardingAppliance = z.infer<typeof onboardingApplianceSchema>;

/** `POST /api/users/onboarding-complete` (docs/product.md §3.6 onboarding payload: homeType, appliances). */
export const onboardingCompleteRequestSchema = z.object({
  homeType: homeTypeSchema,
  appliances: z.array(onboardingApplianceSchema).max(MAX_ONBOARDING_APPLIANCES),
  /** Where the home is, when the homeowner said (docs/product.md §5.7): its tasks are scheduled by its seasons. */
  location: homeLocationSchema.optional(),
});
export type OnboardingCompleteRequest = z.input<typeof onboardingCompleteRequestSchema>;

/** The answer: onboarding done, when, the home's appliances and how many tasks were scheduled. */
export const onboardingCompleteResponseSchema = z.object({
  hasCompletedOnboarding: z.literal(true),
  onboardingCompletedAt: instantSchema,
  homeType: homeTypeSchema,
  appliances: z.array(profileApplianceSchema),
  tasksCreated: z.number().int().min(0),
  /** What normalising the appliance list reported: unknown ids that were ignored (docs/product.md §5). */
  warnings: z.array(z.string()),
});
export type OnboardingCompleteResponse = z.infer<typeof onboardingCompleteResponseSchema>;
