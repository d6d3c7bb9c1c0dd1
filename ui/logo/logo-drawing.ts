/**
 * The Hearthkeep mark as plain data, so the component (logo.tsx) and the icon generator
 * (scripts/generate-icons.ts: favicon, app icons, share picture) draw the very same shape.
 */
export const LOGO_VIEW_BOX_SIZE = 64;
/** The shield, filled with the primary colour. */
export const LOGO_SHIELD_PATH = "M32 3 55 11.5V29c0 14.6-9.6 26.4-23 32C18.6 55.4 9 43.6 9 29V11.5Z";
/** The house inside it, stroked in the colour drawn on the primary: roof, walls, door. */
export const LOGO_HOUSE_PATHS = ["M19 32.5 32 21l13 11.5", "M23 29.5V45h18V29.5", "M29 45v-7h6v7"] as const;
export const LOGO_HOUSE_STROKE_WIDTH = 3.5;
