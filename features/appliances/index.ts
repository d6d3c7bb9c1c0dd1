export { AppliancePicker, type AppliancePickerProps } from "./appliance-picker.tsx";
export { ApplianceIcon } from "./appliance-icon.tsx";
export { applianceKeys, catalogKeys } from "./api/keys.ts";
export { catalogAppliancesQueryOptions, getCatalogAppliances, useCatalogAppliances } from "./api/get-catalog-appliances.ts";
export { catalogTasksQueryOptions, getCatalogTasks, useCatalogTasks } from "./api/get-catalog-tasks.ts";
export { appliancesQueryOptions, getAppliances, useAppliances } from "./api/get-appliances.ts";
export { addAppliance, invalidateApplianceQueries, useAddAppliance } from "./api/add-appliance.ts";
export { updateAppliance, useUpdateAppliance } from "./api/update-appliance.ts";
export { removeAppliance, useRemoveAppliance } from "./api/remove-appliance.ts";
