import { describe, expect, test } from "vitest";
import { healthReference, ratiosToHealth, ratioTargets, routeRatiosText, routeRatiosValuesText, serverAndDatabaseCpu } from "./ratios.ts";

describe("the api bench's ratios to health", () => {
  test("count the database's CPU with the server's, which on PGlite is the server's process alone", () => {
    expect(serverAndDatabaseCpu({ server: 308, postgres: 62, loadGenerator: 80 }, false)).toBe(370);
    expect(serverAndDatabaseCpu({ server: 900, postgres: undefined }, true)).toBe(900);
    // PostgreSQL on another machine: its share is unknown, so is the whole.
    expect(serverAndDatabaseCpu({ server: 308, postgres: undefined }, false)).toBeUndefined();
  });

  test("compare a route with the mean of health's measurements, rate and CPU, each judged against its target", () => {
    const health = healthReference(
      [
        { requestsPerSecond: 3300, cpu: { server: 300, postgres: 60 } },
        { requestsPerSecond: 3100, cpu: { server: 320, postgres: 60 } },
      ],
      false,
    );
    expect(health).toEqual({ requestsPerSecond: 3200, cpu: 370 });
    const completion = ratiosToHealth({ requestsPerSecond: 1120, cpu: { server: 682, postgres: 608 } }, health, { databaseInServer: false, targets: ratioTargets.completion });
    expect(completion).toEqual({ rate: { value: 0.35, target: { atLeast: 0.3 }, met: true }, cpu: { value: 3.49, target: { atMost: 3.3 }, met: false } });
    expect(routeRatiosText(completion)).toBe("req/s 0.35 ✓ (≥ 0.3) · CPU 3.49 ✗ (≤ 3.3)");
    expect(routeRatiosValuesText(completion)).toBe("req/s 0.35 · CPU 3.49");
  });

  test("say a ratio was not measured when its route, health or a side's CPU was not", () => {
    const health = healthReference([{ requestsPerSecond: 1600, cpu: { server: 400 } }], true);
    const dashboard = ratiosToHealth(undefined, health, { databaseInServer: true, targets: ratioTargets.dashboard });
    expect(routeRatiosText(dashboard)).toBe("req/s not measured (≥ 0.5) · CPU not measured (≤ 2)");
    const withoutCpu = ratiosToHealth({ requestsPerSecond: 800, cpu: {} }, health, { databaseInServer: true, targets: ratioTargets.dashboard });
    expect(routeRatiosText(withoutCpu)).toBe("req/s 0.50 ✓ (≥ 0.5) · CPU not measured (≤ 2)");
    const noHealth = healthReference([], false);
    expect(ratiosToHealth({ requestsPerSecond: 800, cpu: { server: 1, postgres: 1 } }, noHealth, { databaseInServer: false, targets: ratioTargets.dashboard }).cpu.met).toBeUndefined();
  });
});
