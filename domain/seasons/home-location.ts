import { z } from "zod";
import { textSchema } from "../contract/text.ts";

/**
 * Where the home is (docs/product.md §5.7), as precisely as seasons need and no more: a country, an
 * optional postal code and an optional latitude rounded to one decimal degree (about 11 km), which is
 * what "use my location" keeps of the browser's position. Longitude is never kept: seasons need only the
 * hemisphere and the climate, and a latitude alone does not place a house.
 */

/** Decimal places a latitude is kept to: one, about 11 km north to south. */
export const LATITUDE_DECIMALS = 1;

/** A latitude rounded to what the product keeps (half away from zero, so −33.85 → −33.9). */
export function roundLatitude(latitude: number): number {
  const factor = 10 ** LATITUDE_DECIMALS;
  return (Math.sign(latitude) * Math.round(Math.abs(latitude) * factor)) / factor;
}

/** ISO 3166-1 alpha-2, upper case ("US", "AU"). */
export const countryCodeSchema = textSchema()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "Choose a country");
export type CountryCode = z.infer<typeof countryCodeSchema>;

/** The climates a homeowner recognises (docs/product.md §5.7), after the DOE Building America regions. */
export const CLIMATE_TYPES = ["cold", "mixed", "hot-humid", "hot-dry", "marine"] as const;
export const climateTypeSchema = z.enum(CLIMATE_TYPES);
export type ClimateType = z.infer<typeof climateTypeSchema>;

export const HEMISPHERES = ["northern", "southern"] as const;
export const hemisphereSchema = z.enum(HEMISPHERES);
export type Hemisphere = z.infer<typeof hemisphereSchema>;

export const homeLocationSchema = z.object({
  countryCode: countryCodeSchema,
  /** As typed, trimmed; letters upper-cased ("sw1a 1aa" → "SW1A 1AA"). Absent rather than empty. */
  postalCode: textSchema()
    .trim()
    .toUpperCase()
    .min(1, "Enter a postal code, or leave it out")
    .max(12, "Use at most 12 characters")
    .regex(/^[A-Z0-9 -]*$/, "Use letters, digits, spaces and hyphens")
    .optional(),
  /** Never more precise than one decimal degree: anything finer is rounded on the way in. */
  latitude: z.number().min(-90).max(90).overwrite(roundLatitude).optional(),
  /** The homeowner's own choice of climate, which wins over the derived one. */
  climateOverride: climateTypeSchema.optional(),
});
export type HomeLocation = z.infer<typeof homeLocationSchema>;
export type HomeLocationInput = z.input<typeof homeLocationSchema>;

/** What the schedule reads: which half of the year is which, and what the weather does. */
export interface HomeClimate {
  readonly hemisphere: Hemisphere;
  readonly climate: ClimateType;
}

/**
 * A home with no location keeps the schedule the product always had: northern months, cold enough for
 * hard freezes (docs/product.md §5.7).
 */
export const DEFAULT_HOME_CLIMATE: HomeClimate = { hemisphere: "northern", climate: "mixed" };
