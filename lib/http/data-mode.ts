import { LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";
/** Where tasks and profile live (docs/product.md §1.5, §6.4): on the server, or in the browser. */
export type DataMode = "remote" | "local";

export type DataModeInputs = {
  /** An access token is held for a real server session. */
  hasToken: boolean;
  /** A test-mode session (admin bypass) that must never reach the server. */
  localOnlySession: boolean;
  /** The production build (`import.meta.env.PROD`). */
  productionBuild: boolean;
  /** The build setting VITE_REMOTE_ENABLED as written: "true", "false" or unset. */
  remoteEnabledSetting: string | undefined;
  /** The remote-mode flag kept in the browser's storage. */
  localRemoteFlag: boolean;
};

/**
 * docs/product.md §6.4: remote mode when a token exists, when a production or remote-enabled build runs, or
 * when the local flag is set; a build setting for remote enable set to false forces local mode. The
 * admin test mode's special token forces local-only mode above all.
 */
export function resolveDataMode(inputs: DataModeInputs): DataMode {
  if (inputs.localOnlySession) return "local";
  if (inputs.remoteEnabledSetting?.trim().toLowerCase() === "false") return "local";
  if (inputs.hasToken || inputs.productionBuild || inputs.remoteEnabledSetting?.trim().toLowerCase() === "true" || inputs.localRemoteFlag) {
    return "remote";
  }
  return "local";
}

/** The browser storage key of the remote-mode flag (docs/product.md §9.1). */
export const REMOTE_MODE_FLAG_KEY = LOCAL_STORAGE_KEYS.remoteMode;

export function readRemoteModeFlag(): boolean {
  try {
    return globalThis.localStorage?.getItem(REMOTE_MODE_FLAG_KEY) === "true";
  } catch {
    return false;
  }
}
