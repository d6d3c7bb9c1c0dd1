import { z } from "zod";
import { calendarDateSchema, instantSchema } from "../dates/calendar-date.ts";
import { homeTypeSchema } from "./home.ts";
import { defaultNameFromEmail } from "./person-name.ts";
import { emailInputSchema, planSchema, sessionPreferencesSchema } from "./user.ts";

/** One appliance of a local-mode profile (docs/product.md §3.5). */
export const localProfileApplianceSchema = z.object({
  id: z.string().min(1),
  /** The catalogue appliance id. */
  type: z.string().min(1),
  name: z.string(),
  yearsOld: z.number().min(0).max(200).nullable(),
  addedAt: instantSchema,
  /*
   * What the person told about it on the appliances page (docs/product.md §2.12). Optional, so a profile
   * stored before the page existed still reads as today's: it has none of them.
   */
  brand: z.string().nullable().optional(),
  model: z.string().nullable().optional(),
  serialNumber: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  notes: z.string().nullable().optional(),
  /** The day it was installed, when given as a date; else `yearsOld` stands for it, counted back from today. */
  installDate: calendarDateSchema.nullable().optional(),
  /** Where `installDate` came from (typed, an accepted estimate from the serial number, the age band); absent means typed. */
  installDateSource: z.enum(["entered", "serial", "age"]).optional(),
  updatedAt: instantSchema.optional(),
  /*
   * The id its tasks are kept under (docs/product.md §3.10, §4.16): absent for the first appliance of its kind,
   * whose tasks are kept under the kind as every older version kept them; its own id for another of the same
   * kind (a second water heater), so the two have a schedule each, as an account's appliances do.
   */
  tasksUnder: z.string().min(1).optional(),
});
export type LocalProfileAppliance = z.infer<typeof localProfileApplianceSchema>;

/** The appliance id its tasks and completions name (see `tasksUnder`). */
export function taskHolderOf(appliance: Pick<LocalProfileAppliance, "type" | "tasksUnder">): string {
  return appliance.tasksUnder ?? appliance.type;
}

/** Local profile (docs/product.md §3.5): the profile local mode keeps in the browser. */
export const localProfileSchema = z.object({
  id: z.string().min(1),
  email: z.email(),
  name: z.string(),
  plan: planSchema,
  createdAt: instantSchema,
  lastUpdatedAt: instantSchema,
  preferences: sessionPreferencesSchema.extend({ homeType: homeTypeSchema }),
  appliances: z.array(localProfileApplianceSchema),
  hasCompletedOnboarding: z.boolean(),
  onboardingCompletedAt: instantSchema.nullable(),
});
export type LocalProfile = z.infer<typeof localProfileSchema>;


export interface NewLocalProfileInput {
  readonly id: string;
  readonly email: string;
  readonly name?: string | null;
  readonly now: Date;
}

/** A fresh local profile: free plan, onboarding not done, default preferences and home type. */
export function newLocalProfile({ id, email, name, now }: NewLocalProfileInput): LocalProfile {
  const normalisedEmail = emailInputSchema.parse(email);
  const stamp = now.toISOString();
  return {
    id,
    email: normalisedEmail,
    name: name?.trim() ? name.trim() : defaultNameFromEmail(normalisedEmail),
    plan: "free",
    createdAt: stamp,
    lastUpdatedAt: stamp,
    preferences: { emailReminders: true, weeklySummary: true, theme: "light", homeType: "house" },
    appliances: [],
    hasCompletedOnboarding: false,
    onboardingCompletedAt: null,
  };
}

/**
 * The local users kept in one browser (docs/product.md §3.5, §9.1: user profiles and the current user),
 * versioned like every stored shape (docs/product.md §4.16).
 */
export const LOCAL_USERS_VERSION = 1;

export const localUsersSchema = z.object({
  version: z.literal(LOCAL_USERS_VERSION),
  /** The signed-in local user, or null when nobody is. */
  currentUserId: z.string().min(1).nullable(),
  users: z.array(localProfileSchema),
});
export type LocalUsers = z.infer<typeof localUsersSchema>;

export function emptyLocalUsers(): LocalUsers {
  return { version: LOCAL_USERS_VERSION, currentUserId: null, users: [] };
}

/**
 * docs/product.md §3.5: a visitor who tries the app without giving an e-mail is 'Guest'. The profile needs
 * an address, so a guest gets one under `.invalid`, the top-level domain reserved for names that can
 * never reach anyone (RFC 2606); screens show "On this browser" instead of it.
 */
export const GUEST_EMAIL = "guest@hearthkeep.invalid";
export const GUEST_NAME = "Guest";

export function isGuestEmail(email: string): boolean {
  return email === GUEST_EMAIL;
}
