import type { CatalogTask } from "../contract/catalog.ts";
import { formatTemperatures, type ReadingConventions } from "./for-people.ts";

/**
 * A catalogue guide with its temperatures in the reader's scale (docs/product.md §2.18): every text a
 * person reads in it, the steps' included, so each screen that shows a part of it needs to do nothing.
 */
export function guideForReader(guide: CatalogTask, { temperature }: Pick<ReadingConventions, "temperature">): CatalogTask {
  const text = (value: string) => formatTemperatures(value, temperature);
  return {
    ...guide,
    description: text(guide.description),
    savingsMessage: text(guide.savingsMessage),
    requiredTools: guide.requiredTools.map(text),
    safetyWarnings: guide.safetyWarnings.map(text),
    steps: guide.steps.map((step) => ({
      ...step,
      title: text(step.title),
      description: text(step.description),
      substeps: step.substeps.map(text),
      ...(step.warning === undefined ? {} : { warning: text(step.warning) }),
    })),
    ...(guide.parts === undefined ? {} : { parts: guide.parts.map((part) => ({ ...part, howToFind: text(part.howToFind) })) }),
  };
}
