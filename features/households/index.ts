export { HouseholdScreen } from "./household-screen.tsx";
export { InvitationScreen } from "./invitation-screen.tsx";
