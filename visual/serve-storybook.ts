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
  // The build does not change during a run and its assets are named by content: the browser keeps them
  // instead of asking again at every story (hundreds of requests per screenshot otherwise).
  app.use(express.static(staticDir, { maxAge: "1h", immutable: true }));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  process.env.STORYBOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
