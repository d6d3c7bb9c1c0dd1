import { describe, expect, test } from "vitest";
import { CATALOG_TASKS } from "@domain/catalog/index.ts";
import { CATALOGUE_GUIDE_COUNT } from "./catalogue-size.ts";
import { marketingClaims, marketingClaimsFor } from "./landing-sections.tsx";

const guidesOf = (claims: readonly { value: string; label: string }[]) => claims.find((claim) => claim.label === "guides")?.value;

describe("the landing page's guide count (docs/product.md §1.4)", () => {
  test("is the catalogue's own count of guides, one per entry, as the build counted it", () => {
    expect(CATALOGUE_GUIDE_COUNT).toBe(CATALOG_TASKS.length);
    expect(guidesOf(marketingClaims)).toBe(CATALOG_TASKS.length.toLocaleString("en-US"));
  });

  test.each([
    [92, "92"],
    [140, "140"],
    [1250, "1,250"],
  ])("follows the catalogue's size: %i guides read %s", (count, figure) => {
    expect(guidesOf(marketingClaimsFor(count))).toBe(figure);
  });
});
