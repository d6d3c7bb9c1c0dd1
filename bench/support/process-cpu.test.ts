import { describe, expect, test } from "vitest";
import { cpuPerRequest, cpuSecondsInStat, servesDatabase } from "./process-cpu.ts";

describe("the CPU time of a process", () => {
  test("is its user and system ticks, counted after a command name that holds spaces and parentheses", () => {
    // pid (comm) state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime stime …
    const stat = "4242 (node (bench) x) R 1 4242 4242 0 -1 4194304 9000 0 0 0 1234 566 0 0 20 0 11 0 100 0 0";
    expect(cpuSecondsInStat(stat)).toBeCloseTo(18);
  });

  test("per request is the difference over the requests, in microseconds, and nothing where a side is unknown", () => {
    expect(cpuPerRequest({ server: 1, postgres: 2, loadGenerator: undefined }, { server: 1.5, postgres: 2.25, loadGenerator: 3 }, 5000)).toEqual({
      server: 100,
      postgres: 50,
      loadGenerator: undefined,
    });
    expect(cpuPerRequest({ server: 1 }, { server: 2 }, 0).server).toBeUndefined();
  });
});

describe("PostgreSQL's processes counted for the bench's database", () => {
  test("are its backends and the server's shared workers, not other databases' backends", () => {
    expect(servesDatabase("postgres: postgres hearthkeep_test_ab12 127.0.0.1(40312) idle", "hearthkeep_test_ab12")).toBe(true);
    expect(servesDatabase("postgres: postgres hearthkeep_test_cd34 127.0.0.1(40313) UPDATE", "hearthkeep_test_ab12")).toBe(false);
    expect(servesDatabase("postgres: root test [local] idle", "hearthkeep_test_ab12")).toBe(false);
    expect(servesDatabase("postgres: walwriter", "hearthkeep_test_ab12")).toBe(true);
    expect(servesDatabase("postgres: 15/main: checkpointer", "hearthkeep_test_ab12")).toBe(true);
    expect(servesDatabase("postgres: 15/main: postgres hearthkeep_test_ab12 127.0.0.1(40312) idle", "hearthkeep_test_ab12")).toBe(true);
    expect(servesDatabase("postgres: 15/main: postgres apicpu 127.0.0.1(40314) idle", "hearthkeep_test_ab12")).toBe(false);
  });
});
