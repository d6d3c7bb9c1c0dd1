import { installPushHandlers, type PushWorkerScope } from "./push-handler.ts";

// The entry of `push-handler.js`, loaded by the generated service worker (vite.config.ts). `self` is the
// worker's global scope there; the project's types describe a page's, hence the cast to what it uses.
installPushHandlers(self as unknown as PushWorkerScope);
