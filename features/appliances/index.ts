export { AppliancePicker } from "./appliance-picker.tsx";
export { useCatalogAppliances } from "./api/get-catalog-appliances.ts";
export { useCatalogTasks } from "./api/get-catalog-tasks.ts";
export { invalidateApplianceQueries } from "./api/add-appliance.ts";
export { AppliancesScreen } from "./appliances-screen.tsx";
