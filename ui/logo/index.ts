export { Logo, type LogoProps } from "./logo.tsx";
export { LOGO_HOUSE_PATHS, LOGO_HOUSE_STROKE_WIDTH, LOGO_SHIELD_PATH, LOGO_VIEW_BOX_SIZE } from "./logo-drawing.ts";
