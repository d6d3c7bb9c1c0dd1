export { DashboardScreen } from "./dashboard-screen.tsx";
