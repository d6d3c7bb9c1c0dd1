export {
  appStore,
  createAppStore,
  migrateAppState,
  useAppStore,
  APP_STATE_STORAGE_KEY,
  type AppStore,
  type AppStateActions,
  type OnboardingProgress,
} from "./app-store.ts";
