import { fileURLToPath } from "node:url";

/** The import aliases of tsconfig.json, for tools that do not read tsconfig paths (Vite, Vitest, Storybook). */
const folder = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));

export const pathAliases = {
  "@ui": folder("ui"),
  "@lib": folder("lib"),
  "@features": folder("features"),
  "@app": folder("app"),
  "@domain": folder("domain"),
  "@mock-api": folder("mock-api"),
  "@server": folder("server"),
};
