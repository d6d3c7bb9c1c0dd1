import { existsSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { CATALOG_TASKS } from "@domain/catalog/index.ts";

const root = path.resolve(import.meta.dirname, "..");

test("every picture a catalogue step names is a file the app serves, with its SVG source", () => {
  const files = new Set(CATALOG_TASKS.flatMap((task) => task.steps.flatMap((step) => step.media.images.map((image) => image.filename))));
  expect(files.size).toBeGreaterThan(0);
  for (const file of files) {
    expect(existsSync(path.join(root, "public", file)), file).toBe(true);
    expect(existsSync(path.join(root, "assets", "illustrations", path.basename(file).replace(/\.webp$/, ".svg"))), file).toBe(true);
  }
});
