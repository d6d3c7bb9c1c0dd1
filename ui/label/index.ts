export { Label } from "./label.tsx";
