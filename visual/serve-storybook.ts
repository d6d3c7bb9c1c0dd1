import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";

/** Serves the static Storybook build on a free loopback port for the screenshot run. */
export default async function serveStorybook() {
  const staticDir = path.resolve(import.meta.dirname, "..", "storybook-static");
  if (!existsSync(path.join(staticDir, "index.json"))) {
    throw new Error("No static Storybook found: run `npm run build-storybook` first (npm run test:visual does).");
  }
  const app = express();
  app.use(express.static(staticDir));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  process.env.STORYBOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
