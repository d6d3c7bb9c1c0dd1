import { z } from "zod";
import { climateTypeSchema, hemisphereSchema, homeLocationSchema } from "../seasons/home-location.ts";

/**
 * `GET` and `PUT /api/home/location` (docs/product.md §5.7): where the home is, and the hemisphere and
 * climate the product derives from it. `null` means the homeowner has not said (or has cleared it).
 */
export const homeLocationRequestSchema = z.object({ location: homeLocationSchema.nullable() });
export type HomeLocationRequest = z.input<typeof homeLocationRequestSchema>;

export const homeClimateSchema = z.object({
  hemisphere: hemisphereSchema,
  climate: climateTypeSchema,
  source: z.enum(["postal-code", "country", "latitude", "chosen", "default"]),
  postalCodeNotFound: z.boolean(),
  /** "Southern hemisphere · mild, no hard freezes". */
  description: z.string(),
});
export type HomeClimateAnswer = z.infer<typeof homeClimateSchema>;

export const homeLocationResponseSchema = z.object({
  location: homeLocationSchema.nullable(),
  climate: homeClimateSchema,
});
export type HomeLocationResponse = z.infer<typeof homeLocationResponseSchema>;
