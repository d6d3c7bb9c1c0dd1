import { existsSync } from "node:fs";
import path from "node:path";
import { startServer } from "./server.ts";

/** One real server for the run; its address reaches the workers through the environment. */
export default async function globalSetup() {
  const builtIndex = path.resolve(import.meta.dirname, "..", "dist", "web", "index.html");
  if (!existsSync(builtIndex)) throw new Error("No web build found: run `npm run build` before the end-to-end tests.");
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
  };
}
