export {
  appStore,
  createAppStore,
  migrateAppState,
  useAppStore,
  APP_STATE_STORAGE_KEY,
  type AppStore,
  type AppStateActions,
} from "./app-store.ts";
