export { TaskScreen } from "./task-screen.tsx";
