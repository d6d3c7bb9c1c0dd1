import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, rmSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

/**
 * One server per data folder: the embedded database is single-writer, and two processes writing the
 * same files lose confirmed writes and can leave the folder unopenable. Why a lock file with the
 * holder's PID rather than a library: docs/decisions/014-one-server-per-data-folder.md.
 */
export const lockFileName = "server.lock";

/** The identity written into the lock: the PID, and on Linux the process's start time to survive PID reuse. */
export type LockHolder = { pid: number; startedAt: string | undefined };

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Hearthkeep server (PID ${holder.pid}). ` +
        `Stop that server first, or give this one another DATA_DIR. ` +
        `If no Hearthkeep server runs with PID ${holder.pid}, delete ${path.join(dataDir, lockFileName)} and start again.`,
    );
    this.name = "DataDirInUseError";
  }
}

export type DataDirLock = {
  dataDir: string;
  lockFile: string;
  /** Removes the lock if it is still ours; safe to call twice. */
  release(): void;
};

type LockOptions = {
  /** Who we are; tests pass another identity to play a second process. */
  self?: LockHolder;
  /** Whether a process holding this identity is running; tests replace it. */
  isRunning?: (holder: LockHolder) => boolean;
};

/**
 * Takes the data folder's lock before anything opens the database. Refuses with `DataDirInUseError`
 * while a live process holds it; takes it over when its holder is gone (killed, crashed, power cut).
 * (`node --watch` waits for the old process to exit before starting the new one.) The lock is removed
 * at exit, however the process ends short of SIGKILL.
 */
export function lockDataDir(dataDir: string, options: LockOptions = {}): DataDirLock {
  const { self = currentProcess(), isRunning = isProcessRunning } = options;
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, lockFileName);
  const holder = tryCreate(lockFile, self) ?? takeOverIfStale(lockFile, self, isRunning);
  if (holder !== "taken") throw new DataDirInUseError(dataDir, holder);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    // Never remove a lock another process has taken over meanwhile.
    if (sameHolder(readHolder(lockFile), self)) rmSync(lockFile, { force: true });
  };
  process.on("exit", release);
  return { dataDir, lockFile, release };
}

/**
 * Creates the lock atomically with its content: written to a private file, then hard-linked to the
 * lock's name, which fails if the name exists. A reader therefore never sees a half-written lock.
 * Answers "taken", or undefined when the lock exists already.
 */
function tryCreate(lockFile: string, self: LockHolder): "taken" | undefined {
  const draft = `${lockFile}.${self.pid}.${process.hrtime.bigint()}`;
  const descriptor = openSync(draft, "wx");
  try {
    writeSync(descriptor, `${JSON.stringify(self)}\n`);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  try {
    linkSync(draft, lockFile);
    return "taken";
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return undefined;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Answers "taken" after replacing a dead holder's lock, or the live holder. Two processes may find the
 * same stale lock at once; a short-lived guard file (itself a lock, with the same stale rule) lets only
 * one of them replace it, and the other then finds a live holder.
 */
function takeOverIfStale(lockFile: string, self: LockHolder, isRunning: (holder: LockHolder) => boolean, retried = false): "taken" | LockHolder {
  const holder = readHolder(lockFile);
  if (holder && isRunning(holder) && !sameHolder(holder, self)) return holder;
  const guard = `${lockFile}.takeover`;
  if (tryCreate(guard, self) !== "taken") {
    const guardHolder = readHolder(guard);
    if (guardHolder && isRunning(guardHolder)) return guardHolder;
    // A guard left by a process that died halfway through its own takeover.
    rmSync(guard, { force: true });
    return retried ? (holder ?? self) : takeOverIfStale(lockFile, self, isRunning, true);
  }
  try {
    const current = readHolder(lockFile);
    if (current && isRunning(current) && !sameHolder(current, self)) return current;
    rmSync(lockFile, { force: true });
    return tryCreate(lockFile, self) ?? readHolder(lockFile) ?? self;
  } finally {
    rmSync(guard, { force: true });
  }
}

function readHolder(file: string): LockHolder | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    if (typeof parsed.pid === "number" && Number.isSafeInteger(parsed.pid) && parsed.pid > 0) {
      return { pid: parsed.pid, startedAt: typeof parsed.startedAt === "string" ? parsed.startedAt : undefined };
    }
  } catch {
    // A lock that is not ours to read (truncated by a crash, edited by hand) holds nothing.
  }
  return undefined;
}

function sameHolder(a: LockHolder | undefined, b: LockHolder): boolean {
  return a !== undefined && a.pid === b.pid && a.startedAt === b.startedAt;
}

export function currentProcess(): LockHolder {
  return { pid: process.pid, startedAt: processStartTime(process.pid) };
}

/**
 * Whether the lock's holder still runs. A PID alone can mislead: after a crash, a container's restart
 * hands out the same small PIDs again, often to this very process or its parent (npm). Where Linux
 * tells a process's start time, a PID now running with another start time is another process.
 */
export function isProcessRunning(holder: LockHolder): boolean {
  if (holder.pid === process.pid) return holder.startedAt !== undefined && holder.startedAt === processStartTime(process.pid);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  if (holder.startedAt === undefined) return true;
  const startedAt = processStartTime(holder.pid);
  return startedAt === undefined || startedAt === holder.startedAt;
}

/** The process's start time in clock ticks since boot (field 22 of /proc/PID/stat), where Linux has it. */
function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces; the fields after it are plain.
    const afterName = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return afterName[19];
  } catch {
    return undefined;
  }
}
