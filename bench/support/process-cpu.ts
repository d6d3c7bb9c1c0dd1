/**
 * The CPU time processes of this machine have used, read from Linux's /proc, so that the api bench can
 * say what each request cost each side: the server, PostgreSQL's processes and the load generator. On two
 * cores the three take turns, and a route's rate alone does not say which of them held it back: health
 * and the dashboard are bound by the server's one thread, a completion by PostgreSQL's writes as much as
 * by the server (docs/decisions/018-what-an-api-request-costs.md).
 *
 * Where there is no /proc (not Linux), or PostgreSQL runs on another machine, the figures are undefined
 * and the bench prints none.
 */
import { readdirSync, readFileSync } from "node:fs";

/** The kernel's clock ticks a second in /proc's CPU times (USER_HZ), 100 on every Linux Node runs on. */
const ticksPerSecond = 100;

/** user + system time of one process, in seconds; undefined when it cannot be read. */
export function cpuSecondsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    return cpuSecondsInStat(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * The user and system time in a /proc/<pid>/stat line, in seconds. The command name, in parentheses,
 * may hold spaces, so the fields are counted from its closing parenthesis: utime and stime are the
 * 14th and 15th fields of the line, the 12th and 13th after the name.
 */
export function cpuSecondsInStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/**
 * Whether a PostgreSQL process works for `database`: a backend's title (its cmdline) names its user, its
 * database and its client (`postgres: postgres hearthkeep_test_ab12 127.0.0.1(40312) idle`); a process
 * that serves no one connection (the WAL writer, the checkpointer, the background writer) works for every
 * database and counts for each. A cluster's name may come first (`postgres: 15/main: checkpointer`). Backends of other databases, other work on the machine, do not.
 */
export function servesDatabase(title: string, database: string): boolean {
  const backend = /^postgres: (?:\S+: )?\S+ (\S+) (?:\S+\(\d+\)|\[local\])/.exec(title);
  return !backend || backend[1] === database;
}

/**
 * The CPU time of PostgreSQL's processes of this machine (its backends, and the WAL writer and the other
 * workers a write keeps busy), in seconds; undefined when none runs here. With `database`, the backends of
 * other databases are left out: other work using the same server would otherwise be counted as the
 * bench's, and most against the slowest route, which has the fewest requests to share it.
 */
export function postgresCpuSeconds(database?: string): number | undefined {
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return undefined;
  }
  let total: number | undefined;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // The name a backend shows is its program's; `postgres: …` titles live in cmdline, not here.
      if (!stat.includes("(postgres)")) continue;
      if (database !== undefined && !servesDatabase(readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " ").trim(), database)) continue;
      total = (total ?? 0) + cpuSecondsInStat(stat);
    } catch {
      // A process that ended between the listing and the read.
    }
  }
  return total;
}

export type CpuReading = { server?: number | undefined; postgres?: number | undefined; loadGenerator?: number | undefined };

/** `postgresDatabase`: the bench's database, whose backends alone are counted (`postgresCpuSeconds`). */
export function readCpu({
  serverPid,
  loadGeneratorPid,
  postgresDatabase,
}: {
  serverPid: number | undefined;
  loadGeneratorPid: number | undefined;
  postgresDatabase?: string | undefined;
}): CpuReading {
  return { server: cpuSecondsOf(serverPid), postgres: postgresCpuSeconds(postgresDatabase), loadGenerator: cpuSecondsOf(loadGeneratorPid) };
}

/** Microseconds of CPU a request cost each side between two readings; undefined where either is. */
export function cpuPerRequest(before: CpuReading, after: CpuReading, requests: number): CpuReading {
  const per = (key: keyof CpuReading) => {
    const start = before[key];
    const end = after[key];
    return start === undefined || end === undefined || requests === 0 ? undefined : Math.round(((end - start) * 1e6) / requests);
  };
  return { server: per("server"), postgres: per("postgres"), loadGenerator: per("loadGenerator") };
}
