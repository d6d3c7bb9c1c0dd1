import { describe, expect, test } from "vitest";
import { onboardingRequestFrom } from "./onboarding-request.ts";

describe("onboardingRequestFrom (docs/product.md §3, §5)", () => {
  test("sends the home type and each appliance, with its age when one was given", () => {
    const { request, leftOut } = onboardingRequestFrom({
      homeType: "house",
      selectedAppliances: ["furnace", "refrigerator", "dryer"],
      applianceAges: [
        { applianceId: "furnace", yearsPurchased: 12 },
        { applianceId: "dryer", yearsPurchased: 0 },
      ],
    });
    expect(request).toEqual({
      homeType: "house",
      appliances: [{ type: "furnace", yearsOld: 12 }, { type: "refrigerator" }, { type: "dryer", yearsOld: 0 }],
    });
    expect(leftOut).toEqual([]);
  });

  test.each([
    [["", "0", "undefined", "null", "furnace"], [{ type: "furnace" }], []],
    [["hvac", "washer", "centralAC"], [{ type: "furnace" }, { type: "washing-machine" }, { type: "central-ac" }], []],
    [["furnace", "furnace", "hvac"], [{ type: "furnace" }], []],
    [["42", "furnace"], [{ type: "furnace" }], ["numeric"]],
    [["jacuzzi", "dryer"], [{ type: "dryer" }], ["unknown"]],
  ])("%j is sent as %j", (selectedAppliances, appliances, leftOutKinds) => {
    const { request, leftOut } = onboardingRequestFrom({ homeType: "condo", selectedAppliances, applianceAges: [] });
    expect(request.appliances).toEqual(appliances);
    expect(leftOut.map((warning) => warning.kind)).toEqual(leftOutKinds);
  });

  test("an age given under a legacy id follows the appliance to its current id", () => {
    const { request } = onboardingRequestFrom({ homeType: "house", selectedAppliances: ["water-heater-tank"], applianceAges: [{ applianceId: "water-heater", yearsPurchased: 7 }] });
    expect(request.appliances).toEqual([{ type: "water-heater-tank", yearsOld: 7 }]);
  });

  test("where the home is goes with the request when the person said, and is left out when they skipped (docs/product.md §5.7)", () => {
    const located = onboardingRequestFrom({ homeType: "house", selectedAppliances: ["central-ac"], applianceAges: [], homeLocation: { countryCode: "AU", postalCode: "2000" } });
    expect(located.request.location).toEqual({ countryCode: "AU", postalCode: "2000" });
    const skipped = onboardingRequestFrom({ homeType: "house", selectedAppliances: ["central-ac"], applianceAges: [] });
    expect(skipped.request).not.toHaveProperty("location");
  });
});
