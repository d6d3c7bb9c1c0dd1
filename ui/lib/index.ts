export { cn } from "./cn.ts";
