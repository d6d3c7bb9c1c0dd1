import { describe, expect, test } from "vitest";
import { HOME_WIDE_TASK_IDS, taskIdsForAppliance } from "../catalog/index.ts";
import { homeWideHeirOf, type HomeApplianceOfKind } from "./home-wide-heir.ts";
import type { ApplianceId } from "./identifiers.ts";

const furnace = { id: "a-furnace", type: "furnace" };
const centralAc = { id: "b-central-ac", type: "central-ac" };
const heatPump = { id: "c-heat-pump", type: "heat-pump" };
const dryer = { id: "d-dryer", type: "dryer" };
const listsTask = (kind: ApplianceId, catalogTaskId: string) => taskIdsForAppliance(kind).includes(catalogTaskId);

function heir(home: readonly HomeApplianceOfKind[], catalogTaskId: string, holding: readonly string[] = []) {
  return homeWideHeirOf({ home, leavingId: furnace.id, catalogTaskId, listsTask, holdsOwn: (candidate) => holding.includes(candidate.id) });
}

describe("the heir of a home-wide task when its appliance is removed (docs/product.md §4.12)", () => {
  test("the catalogue lists the shared filter under each heating and cooling appliance used here", () => {
    expect([listsTask("furnace", "hvac-replace-filter"), listsTask("central-ac", "hvac-replace-filter"), listsTask("heat-pump", "hvac-replace-filter")]).toEqual([true, true, true]);
  });

  test("goes to the first other appliance of the home that lists it, in the home's order", () => {
    expect(heir([furnace, dryer, centralAc, heatPump], "hvac-replace-filter")).toBe(centralAc);
    expect(heir([heatPump, furnace, centralAc], "hvac-replace-filter")).toBe(heatPump);
  });

  test("none when no other appliance lists it, or for a task of the unit itself", () => {
    expect(heir([furnace, dryer], "hvac-replace-filter")).toBeUndefined();
    const unitTask = taskIdsForAppliance("furnace").find((id) => !HOME_WIDE_TASK_IDS.has(id));
    expect(unitTask).toBeDefined();
    // Even where every appliance listed it, a task of the unit itself is never handed over.
    expect(homeWideHeirOf({ home: [furnace, centralAc], leavingId: furnace.id, catalogTaskId: unitTask!, listsTask: () => true, holdsOwn: () => false })).toBeUndefined();
  });

  test("none when the first that lists it already holds its own open occurrence: the task goes with the appliance", () => {
    expect(heir([furnace, centralAc, heatPump], "hvac-replace-filter", [centralAc.id])).toBeUndefined();
  });

  test("an appliance of no known kind never inherits", () => {
    expect(heir([furnace, { id: "e-unknown", type: "time-machine" }], "hvac-replace-filter")).toBeUndefined();
  });
});
