import type { HaltPoint } from "../../server/halt-points.ts";

/** What the halted server writes once it has stopped at a halt point, for the test to wait on. */
export const haltedMarker = (point: HaltPoint) => `HEARTHKEEP_HALTED at=${point}`;

/**
 * server/halt-points.ts in the server built for the crash tests: at the point `HEARTHKEEP_HALT_AT`
 * names, it says so on stdout and never goes on, so that the test kills the process right there.
 */
export function haltPoint(point: HaltPoint): Promise<void> {
  if (process.env.HEARTHKEEP_HALT_AT !== point) return Promise.resolve();
  process.stdout.write(`${haltedMarker(point)}\n`);
  return new Promise<void>(() => undefined);
}
