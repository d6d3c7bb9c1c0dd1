import type { ApplianceId } from "@domain/appliances/identifiers.ts";
import type { CatalogTask } from "@domain/contract/index.ts";
import { deriveSavingsMessage } from "@domain/tasks/savings-message.ts";
import { createCatalogSource, type CatalogSource } from "../../server/services/catalog-source.ts";

/**
 * A small catalogue with one task per frequency the scheduling tests name, so due dates can be asserted
 * exactly whatever the built-in catalogue's content says.
 */
function entry(id: string, name: string, frequency: string, overrides: Partial<CatalogTask> = {}): CatalogTask {
  const description = `${name}: keeps the system safe and efficient, and catches small problems before they grow.`;
  return {
    id,
    name,
    appliance: "Test appliance",
    applianceIds: ["hvac_furnace"],
    category: "Climate Control Systems",
    estimatedTime: 20,
    difficulty: "Easy",
    diyCost: 10,
    proCost: 120,
    frequency,
    savingsMessage: deriveSavingsMessage(description),
    requiredTools: ["Screwdriver"],
    safetyWarnings: ["Switch the power off first"],
    description,
    steps: [
      {
        id: `${id}-main`,
        type: "main",
        title: name,
        description: "Do the work.",
        substeps: ["Open it", "Clean it"],
        estimatedTime: 20,
        media: { images: [{ filename: "guides/test.webp", alt: "A test picture", caption: "Test" }], primaryImage: 0 },
      },
    ],
    ...overrides,
  };
}

export const fixtureTasks: readonly CatalogTask[] = [
  entry("hvac-replace-filter", "Replace the HVAC filter", "monthly", { estimatedTime: 5 }),
  entry("furnace-schedule-service", "Schedule furnace service", "annually", { difficulty: "Professional", diyCost: 100, proCost: 150 }),
  entry("ac-schedule-service", "Schedule AC service", "annually", { difficulty: "Professional", diyCost: 100, proCost: 150 }),
  entry("clean-drains-proactive", "Clean drains", "quarterly", { category: "Plumbing Systems", applianceIds: ["drains"] }),
  entry("test-sump-pump", "Test the sump pump", "bi-annually", { category: "Plumbing Systems", applianceIds: ["sump_pump"] }),
  entry("termite-inspection", "Termite inspection", "every 2 years", { category: "Foundation Systems", applianceIds: ["pest_control"] }),
  // Named apart from the built-in catalogue's test of the alarms, a day-one task due the day it is planned
  // (domain/catalog/day-one.ts): these tests are built on every first due date keeping its lead time.
  entry("test-smoke-co-alarms", "Test smoke and CO detectors", "monthly", { category: "Safety Systems", applianceIds: ["smoke_co_detectors"] }),
];

const tasksByAppliance: Partial<Record<ApplianceId, readonly string[]>> = {
  furnace: ["hvac-replace-filter", "furnace-schedule-service"],
  // As in the built-in catalogue, the filter is a task of both: a home-wide one, scheduled once per home.
  "central-ac": ["hvac-replace-filter", "ac-schedule-service"],
  "drains-sinks": ["clean-drains-proactive"],
  "sump-pump": ["test-sump-pump"],
  "termite-pest-control": ["termite-inspection"],
  "smoke-co-detectors": ["test-smoke-co-alarms"],
};

export function fixtureCatalog(): CatalogSource {
  return createCatalogSource(fixtureTasks, (type) => tasksByAppliance[type] ?? []);
}

/** A clock stopped at a given instant. */
export function fixedClock(iso: string) {
  const instant = new Date(iso);
  return { now: () => new Date(instant) };
}

/**
 * A clock that starts at a given instant and moves one second on at every reading, so two things done
 * one after the other in a test have distinct, ordered times (as they would in real use) on the same day.
 */
export function steppingClock(iso: string) {
  let instant = new Date(iso).getTime();
  return {
    now: () => {
      const reading = new Date(instant);
      instant += 1000;
      return reading;
    },
  };
}
