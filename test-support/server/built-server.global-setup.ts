import { rm } from "node:fs/promises";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildServer, projectRoot } from "../../server/build-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The server built for this test run (what `npm start` runs), for the tests that start it as a process. */
    builtServerEntry: string;
  }
}

/**
 * Builds the server once per test run, into a folder of the run's own: the tests that start real
 * server processes run what `npm start` runs, never a build left from other sources. Removed after.
 */
export default async function setup(project: TestProject) {
  const outdir = path.join(projectRoot, "dist", `server-under-test-${process.pid}`);
  const { entry } = await buildServer(outdir);
  project.provide("builtServerEntry", entry);
  return () => rm(outdir, { recursive: true, force: true });
}
