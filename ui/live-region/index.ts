export { LiveRegionProvider, useAnnounce, useOptionalAnnounce, LIVE_REGION_CLEAR_MS, type Politeness } from "./live-region.tsx";
