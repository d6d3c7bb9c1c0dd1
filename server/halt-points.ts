/**
 * The places where the server built for the crash tests can be told to stop and wait to be killed: a
 * `kill -9` there shows what a crash at that instant leaves. In every other build, and in a server run
 * from its sources, nothing here does anything: only the build for those tests
 * (`buildServer(…, { haltPoints: true })` in server/build-server.ts) puts
 * test-support/server/halt-points.ts in this module's place.
 */
export type HaltPoint = "after-idempotent-change";

export function haltPoint(_point: HaltPoint): Promise<void> {
  return Promise.resolve();
}
