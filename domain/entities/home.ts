import { z } from "zod";

/**
 * The home types onboarding offers (docs/product.md §3.6, default 'house'): the common kinds of dwelling
 * a homeowner picks from.
 */
export const HOME_TYPES = ["house", "townhouse", "condo", "apartment", "mobile-home", "other"] as const;
export const homeTypeSchema = z.enum(HOME_TYPES);
export type HomeType = z.infer<typeof homeTypeSchema>;
export const DEFAULT_HOME_TYPE: HomeType = "house";
