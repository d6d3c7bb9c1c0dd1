export { HomeLocationForm, HOME_LOCATION_WORDS, type HomeLocationFormProps } from "./home-location-form.tsx";
export { HomeLocationSection, HOME_LOCATION_SECTION_WORDS } from "./home-location-section.tsx";
export { useHomeLocation } from "./api/get-home-location.ts";
export { useSetHomeLocation } from "./api/set-home-location.ts";
export { browserCountry, browserLatitude } from "./browser-position.ts";
