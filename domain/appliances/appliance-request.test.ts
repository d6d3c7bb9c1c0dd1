import { describe, expect, test } from "vitest";
import { addedApplianceName, requestedApplianceKind } from "./appliance-request.ts";

describe("what a request to add an appliance names (docs/product.md §5.3)", () => {
  test("a current, legacy or camelCase id is its kind", () => {
    expect(requestedApplianceKind("dryer")).toEqual({ id: "dryer", warnings: [] });
    expect(requestedApplianceKind(" waterHeaterTank ")).toEqual({ id: "water-heater-tank", warnings: [] });
  });

  test("an id with no usable kind is a problem, in the words normalising gave", () => {
    expect(requestedApplianceKind("time-machine")).toEqual({ problem: 'Ignored unknown appliance id "time-machine"' });
    expect(requestedApplianceKind("42")).toEqual({ problem: 'Rejected numeric appliance id "42"' });
    expect(requestedApplianceKind("")).toEqual({ problem: '"" is not an appliance id' });
  });

  test("the name kept is the one given, trimmed, else the kind's display name", () => {
    expect(addedApplianceName("  Basement dryer ", "dryer")).toBe("Basement dryer");
    expect(addedApplianceName("   ", "dryer")).toBe("Dryer");
    expect(addedApplianceName(null, "dryer")).toBe("Dryer");
    expect(addedApplianceName(undefined, "water-heater-tank")).toBe("Water Heater (Tank)");
  });
});
