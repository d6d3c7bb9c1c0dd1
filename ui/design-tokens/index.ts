export { ColourTokens, RadiiAndShadows, SpacingScale, themePalettes, TypeScale } from "./design-tokens.tsx";
