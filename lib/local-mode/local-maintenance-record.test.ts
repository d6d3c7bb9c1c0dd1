import { parse } from "csv-parse/sync";
import { describe, expect, test } from "vitest";
import { memoryStorage } from "../../test-support/memory-storage.ts";
import { LocalRefusal } from "./local-errors.ts";
import { createLocalMode } from "./local-mode.ts";
import { localTaskId } from "./local-task-generation.ts";

const VENT = localTaskId("dryer", "dryer-clean-vent-inside");

/** A home kept in the browser with a dryer and a furnace: the dryer's vent cleaned, and the home's fire escape plan practised. */
async function homeWithWork() {
  let sequence = 0;
  const mode = createLocalMode({ storage: memoryStorage(), now: () => new Date("2026-11-22T14:00:00.000Z"), timeZone: () => "UTC", newId: () => `id-${++sequence}` });
  await mode.users.signIn({ email: "ana@example.com" });
  await mode.home.completeOnboarding({ homeType: "house", appliances: [{ type: "dryer", yearsOld: 3 }, { type: "furnace" }] });
  const drill = (await mode.tasks.dashboardTasks()).find((task) => task.masterTaskSlug === "practice-fire-escape-drill");
  await mode.tasks.complete(VENT, { notes: "Lint everywhere" });
  await mode.tasks.complete(drill!.id);
  const appliances = await mode.appliances.list();
  const idOf = (type: string) => appliances.find((appliance) => appliance.type === type)!.id;
  return { mode, dryer: idOf("dryer"), furnace: idOf("furnace"), drillHolder: drill!.applianceId };
}

const rowsOf = async (file: Blob): Promise<string[][]> => parse(await file.text(), { bom: true });
/** A row's Task and Appliance columns. */
const taskAndPlace = (rows: string[][]) => rows.slice(1).map((row) => [row[2], row[3]]);

describe("docs/product.md §4.21: the maintenance record's CSV of a home kept in the browser", () => {
  test("the home's names the whole home's tasks as the home's, and each appliance's work by the appliance, with its details", async () => {
    const { mode } = await homeWithWork();
    const rows = await rowsOf(await mode.maintenanceRecordCsv());
    expect(taskAndPlace(rows)).toEqual([
      ["Clean the dryer vent duct", "Dryer"],
      ["Practise the home fire escape plan", "Whole home"],
      ["", "Furnace"],
    ]);
    // Its kind and age: the completion is matched to the appliance its tasks are kept under.
    expect(rows[1]!.slice(4, 8)).toEqual(["Dryer", "", "", "3 years"]);
    expect(rows[2]!.slice(4, 8)).toEqual(["", "", "", ""]);
  });

  test("one appliance's holds only its own work, not the whole home's it holds nor another appliance's", async () => {
    const { mode, dryer, furnace, drillHolder } = await homeWithWork();
    const ofDryer = await rowsOf(await mode.maintenanceRecordCsv({ applianceId: dryer }));
    expect(ofDryer.slice(1).map((row) => row[3])).toEqual(["Dryer"]);
    expect(ofDryer[1]![13]).toBe("Lint everywhere");
    // Whichever appliance holds the fire escape plan, its record leaves it out.
    expect(["dryer", "furnace"]).toContain(drillHolder);
    const ofFurnace = await rowsOf(await mode.maintenanceRecordCsv({ applianceId: furnace }));
    expect(taskAndPlace(ofFurnace)).toEqual([["", "Furnace"]]);
  });

  test("an appliance the home does not have is not found, as the server answers", async () => {
    const { mode } = await homeWithWork();
    await expect(mode.maintenanceRecordCsv({ applianceId: "someone-elses" })).rejects.toBeInstanceOf(LocalRefusal);
  });
});
