import { describe, expect, test } from "vitest";
import { catalogTaskSchema } from "../contract/catalog.ts";
import { CATALOG_PARTS } from "./parts.ts";
import { CATALOG_TASKS } from "./tasks.ts";

/** "Replace" in the sense of fitting a new one; these phrases mean putting the same thing back. */
const PUTTING_BACK = [/replace the turntable/i, /replace the lid/i];
const REPLACES = /\breplac(?:e|es|ed|ing|ement)\b/i;

function replacesSomething(task: (typeof CATALOG_TASKS)[number]): boolean {
  const texts = [task.name, ...task.steps.flatMap((step) => [step.title, step.description, ...step.substeps])];
  return texts.some((text) => REPLACES.test(PUTTING_BACK.reduce((rest, phrase) => rest.replace(phrase, ""), text)));
}

describe("catalogue parts", () => {
  test("every task whose steps replace something names its part", () => {
    const missing = CATALOG_TASKS.filter((task) => replacesSomething(task) && !task.parts?.length).map((task) => task.id);
    expect(missing).toEqual([]);
  });

  test("parts belong to tasks that exist", () => {
    const ids = new Set(CATALOG_TASKS.map((task) => task.id));
    expect(Object.keys(CATALOG_PARTS).filter((id) => !ids.has(id))).toEqual([]);
  });

  test("every entry with parts still matches the contract", () => {
    for (const task of CATALOG_TASKS.filter((each) => each.parts)) expect(catalogTaskSchema.safeParse(task).success).toBe(true);
  });

  test("the furnace filter says where its size is written", () => {
    const part = CATALOG_TASKS.find((task) => task.id === "hvac-replace-filter")?.parts?.[0];
    expect(part?.name).toBe("Furnace air filter");
    expect(part?.howToFind).toContain("16x25x1");
  });
});
