import type { Logger } from "pino";

/** PostgreSQL's SQLSTATE for "disk full": a write found no room for the file it had to extend. */
const DISK_FULL_SQLSTATE = "53100";

/**
 * Whether a failed query failed for lack of room: PostgreSQL's `53100 disk_full`, or Node's `ENOSPC` from
 * the embedded database's files. Drizzle wraps the driver's error, so its causes are looked at too.
 */
export function isOutOfSpace(error: unknown): boolean {
  for (let cause = error, depth = 0; typeof cause === "object" && cause !== null && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (code === DISK_FULL_SQLSTATE || code === "ENOSPC") return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Whether the database can take writes, as the last write that ran out of room and the readiness probe
 * saw it. It says so in the log once when the database runs out of room and once when it has room again,
 * never once per refused request: a full disk refuses every write, and a log line each would fill it more.
 */
export function createDiskSpaceWatch(logger: Logger) {
  let outOfSpace = false;
  return {
    get writable(): boolean {
      return !outOfSpace;
    },
    /** A write failed for lack of room. */
    noteOutOfSpace(error: unknown): void {
      if (outOfSpace) return;
      outOfSpace = true;
      logger.error({ err: error }, "the database is out of disk space: every change is refused until it has room again");
    },
    /** A write went through. */
    noteWritten(): void {
      if (!outOfSpace) return;
      outOfSpace = false;
      logger.info("the database has room again: changes are accepted");
    },
  };
}

export type DiskSpaceWatch = ReturnType<typeof createDiskSpaceWatch>;
