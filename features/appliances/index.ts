export { AppliancesScreen } from "./appliances-screen.tsx";
export { ApplianceListScreen, type ApplianceListScreenProps } from "./appliance-list-screen.tsx";
export { ApplianceRecordScreen, type ApplianceRecordScreenProps } from "./appliance-record-screen.tsx";
export { WarrantySection, type WarrantySectionProps } from "./warranty-section.tsx";
