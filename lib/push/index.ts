export { browserPushPlatform, PushSubscribeError, pushSupportOf, type PushGlobals, type PushPlatform, type PushSupport } from "./push-platform.ts";
export { PushPlatformProvider, usePushPlatform } from "./push-platform-context.tsx";
export { resubscribeIfDropped, type ResubscribeOutcome } from "./resubscribe.ts";
export { forgetThisDevice, readThisDevice, saveThisDevice } from "./this-device.ts";
export { useResubscribePushAtStart } from "./use-resubscribe-at-start.ts";
