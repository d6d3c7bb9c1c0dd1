/*
 * The second face of the shared task pieces: what the screens that set a home up share (onboarding, settings,
 * appliances): the appliance catalogue and picker, and the form that says where the home is (its seasons move
 * the tasks). Apart from index.ts, because the dashboard's first load follows its index whole: these would
 * otherwise ride along to every signed-in first visit (docs/decisions/071-lib-below-features.md).
 */
export { invalidateApplianceQueries, useAddAppliance } from "./api/add-appliance.ts";
export { applianceKeys } from "./api/appliance-keys.ts";
export { useCatalogAppliances } from "./api/get-catalog-appliances.ts";
export { useCatalogTasks } from "./api/get-catalog-tasks.ts";
export { ApplianceIcon } from "./appliance-icon.tsx";
export { AppliancePicker } from "./appliance-picker.tsx";
export { HomeLocationForm, HOME_LOCATION_WORDS, type HomeLocationFormProps } from "./home-location-form.tsx";
export { browserCountry, browserLatitude } from "./browser-position.ts";
