import type { ReadingFormat } from "@domain/entities/app-state.ts";
import { conventionsOfLocale, DAY_FIRST_CELSIUS, US_CONVENTIONS, type ReadingConventions } from "@domain/format/for-people.ts";
import { useAppStore } from "./app-store.ts";

/** The locale the browser reads in: its first preferred language; none outside a browser. */
export function browserLocale(): string | undefined {
  return typeof navigator === "undefined" ? undefined : (navigator.languages[0] ?? navigator.language);
}

/** The conventions a reading format stands for; "browser" reads them from the browser's locale. */
export function conventionsOf(format: ReadingFormat, locale: string | undefined = browserLocale()): ReadingConventions {
  if (format === "us") return US_CONVENTIONS;
  if (format === "day-first-celsius") return DAY_FIRST_CELSIUS;
  return conventionsOfLocale(locale);
}

/** How this reader has dates and temperatures written (docs/product.md §2.18): their setting, else their browser's. */
export function useReadingConventions(): ReadingConventions {
  const format = useAppStore((store) => store.readingFormat);
  return conventionsOf(format);
}
