/**
 * The api bench's ratios to health: each route's requests a second, and its CPU time a request, against
 * health's in the same run. A rate ratio moves with the host (docs/decisions/063-how-the-api-bench-measures.md:
 * a completion's durable writes scale less with the CPU than a health check does), while the CPU a request
 * costs, the server's and the database's together, is the work the code asks for and moves much less.
 */
import type { CpuReading } from "./process-cpu.ts";

/** One measured route's figures at one connection count. */
export type RouteFigures = { requestsPerSecond: number; cpu: CpuReading };

/** A target on a ratio: at least (a rate) or at most (a cost) so many times health's. */
export type RatioTarget = { atLeast: number } | { atMost: number };

export type Ratio = { value: number | undefined; target: RatioTarget; met: boolean | undefined };

/** A route's ratios to health: its rate's and its CPU cost's. */
export type RouteRatios = { rate: Ratio; cpu: Ratio };

/** The targets: each route's rate against health's, and its CPU a request against health's. */
export const ratioTargets = {
  dashboard: { rate: { atLeast: 0.5 }, cpu: { atMost: 2 } },
  completion: { rate: { atLeast: 0.3 }, cpu: { atMost: 3.3 } },
} satisfies Record<string, { rate: RatioTarget; cpu: RatioTarget }>;

/**
 * The CPU time a request cost the server and its database together, in microseconds. With PGlite the
 * database runs inside the server's process, whose time holds both; with PostgreSQL its processes' time is
 * added, and without it (PostgreSQL on another machine) the cost is unknown.
 */
export function serverAndDatabaseCpu(cpu: CpuReading, databaseInServer: boolean): number | undefined {
  if (cpu.server === undefined) return undefined;
  if (databaseInServer) return cpu.server;
  return cpu.postgres === undefined ? undefined : cpu.server + cpu.postgres;
}

const mean = (values: readonly (number | undefined)[]): number | undefined => {
  const known = values.filter((value): value is number => value !== undefined && !Number.isNaN(value));
  return known.length === 0 ? undefined : known.reduce((sum, value) => sum + value, 0) / known.length;
};

function judged(value: number | undefined, target: RatioTarget): Ratio {
  if (value === undefined || !Number.isFinite(value)) return { value: undefined, target, met: undefined };
  const rounded = Number(value.toFixed(2));
  return { value: rounded, target, met: "atLeast" in target ? rounded >= target.atLeast : rounded <= target.atMost };
}

/** Health's figures in a run: the mean of its measurements, its rate and its CPU a request (server and database). */
export type HealthReference = { requestsPerSecond: number | undefined; cpu: number | undefined };

/**
 * Health's reference, the mean of its measurements: the bench measures it before and after the other
 * routes, so a host whose speed drifts during the run moves the reference as it moved the route.
 */
export function healthReference(health: readonly RouteFigures[], databaseInServer: boolean): HealthReference {
  return {
    requestsPerSecond: mean(health.map((each) => each.requestsPerSecond)),
    cpu: mean(health.map((each) => serverAndDatabaseCpu(each.cpu, databaseInServer))),
  };
}

/** A route's ratios to health's reference, judged against its targets; unmeasured where either side was. */
export function ratiosToHealth(
  route: RouteFigures | undefined,
  health: HealthReference,
  { databaseInServer, targets }: { databaseInServer: boolean; targets: { rate: RatioTarget; cpu: RatioTarget } },
): RouteRatios {
  const routeCpu = route && serverAndDatabaseCpu(route.cpu, databaseInServer);
  return {
    rate: judged(route && health.requestsPerSecond ? route.requestsPerSecond / health.requestsPerSecond : undefined, targets.rate),
    cpu: judged(routeCpu !== undefined && health.cpu ? routeCpu / health.cpu : undefined, targets.cpu),
  };
}

const targetText = (target: RatioTarget) => ("atLeast" in target ? `≥ ${target.atLeast}` : `≤ ${target.atMost}`);

/** A ratio as the bench prints it: its value, the target, and ✓ or ✗; "not measured" when it could not be. */
export function ratioText({ value, target, met }: Ratio): string {
  if (value === undefined) return `not measured (${targetText(target)})`;
  return `${value.toFixed(2)} ${met ? "✓" : "✗"} (${targetText(target)})`;
}

/** A route's two ratios in one cell: `req/s 0.64 ✓ (≥ 0.5) · CPU 1.73 ✓ (≤ 2)`. */
export function routeRatiosText({ rate, cpu }: RouteRatios): string {
  return `req/s ${ratioText(rate)} · CPU ${ratioText(cpu)}`;
}

/** A route's two ratios without their targets' verdict, for a variant the targets do not name: `req/s 0.53 · CPU 1.90`. */
export function routeRatiosValuesText({ rate, cpu }: RouteRatios): string {
  const value = (ratio: Ratio) => (ratio.value === undefined ? "not measured" : ratio.value.toFixed(2));
  return `req/s ${value(rate)} · CPU ${value(cpu)}`;
}
