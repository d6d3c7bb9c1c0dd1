export { AppliancesScreen } from "./appliances-screen.tsx";
