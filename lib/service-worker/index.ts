export { registerServiceWorkerAfterLoad, appUpdateStore, reloadToNewVersion } from "./service-worker.ts";
