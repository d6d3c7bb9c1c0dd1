/** Replaced by the build with the number of the catalogue's entries, each a guide (vite.config.ts). */
declare const __CATALOGUE_GUIDE_COUNT__: number;

/** How many step-by-step guides the catalogue holds: one per maintenance task it describes. */
export const CATALOGUE_GUIDE_COUNT: number = __CATALOGUE_GUIDE_COUNT__;
