export { TaskScreen, type TaskScreenProps } from "./task-screen.tsx";
