/* The tooltip whose code loads on first use, without the tooltip's own code (which index.ts brings). */
export { DeferredTooltip, type DeferredTooltipProps } from "./deferred-tooltip.tsx";
