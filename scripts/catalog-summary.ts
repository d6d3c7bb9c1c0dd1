/**
 * Prints a summary of the built-in catalogue: entries per category and per difficulty, and the appliance
 * identifiers no entry covers ("none" when every one has a task). `npm run catalog:summary`.
 */
import { APPLIANCE_CATEGORIES, APPLIANCE_IDS } from "../domain/appliances/identifiers.ts";
import { catalogDifficultySchema } from "../domain/contract/catalog.ts";
import { CATALOG_TASKS, taskIdsForAppliance } from "../domain/catalog/index.ts";

function countBy(values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

function table(title: string, rows: readonly (readonly [string, number])[]): string {
  const width = Math.max(title.length, ...rows.map(([label]) => label.length));
  const total = rows.reduce((sum, [, count]) => sum + count, 0);
  const line = (label: string, count: number | string) => `${label.padEnd(width)}  ${String(count).padStart(5)}`;
  return [line(title, "tasks"), "-".repeat(width + 7), ...rows.map(([label, count]) => line(label, count)), "-".repeat(width + 7), line("Total", total)].join("\n");
}

const byCategory = countBy(CATALOG_TASKS.map((task) => task.category));
const byDifficulty = countBy(CATALOG_TASKS.map((task) => task.difficulty));
const uncovered = APPLIANCE_IDS.filter((id) => taskIdsForAppliance(id).length === 0);

console.log(`Catalogue: ${CATALOG_TASKS.length} entries for ${APPLIANCE_IDS.length} appliance identifiers\n`);
console.log(table("Category", APPLIANCE_CATEGORIES.map((category) => [category, byCategory.get(category) ?? 0] as const)));
console.log("");
console.log(table("Difficulty", catalogDifficultySchema.options.map((difficulty) => [difficulty, byDifficulty.get(difficulty) ?? 0] as const)));
console.log("");
console.log(`Appliances without tasks: ${uncovered.length === 0 ? "none" : uncovered.join(", ")}`);
