import { afterEach, beforeEach } from "vitest";
import { finishConsoleGuard, startConsoleGuard } from "./console-guard.ts";

/* The setup file of every Vitest project: a console.error or console.warn a test does not expect fails it. */
beforeEach(() => {
  startConsoleGuard();
});

afterEach(() => {
  finishConsoleGuard();
});
