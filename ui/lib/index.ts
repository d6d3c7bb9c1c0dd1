export { cn } from "./cn.ts";
export { whenIdle, IDLE_FALLBACK_MS, IDLE_TIMEOUT_MS, type IdleWindow } from "./when-idle.ts";
