import { describe, expect, test } from "vitest";
import { describeReachability, environmentReport, environmentRows, readBrowserFacts, type BuildFacts } from "./environment-facts.ts";

const build: BuildFacts = { version: "0.1.0", mode: "production", production: true, apiBaseUrl: "/api" };

function fakeWindow({ storageThrows = false, dark = false } = {}) {
  return {
    navigator: { userAgent: "TestBrowser/1.0", language: "en-GB", onLine: true, cookieEnabled: false, serviceWorker: {} },
    innerWidth: 375,
    innerHeight: 740,
    screen: { width: 390, height: 844 },
    devicePixelRatio: 3,
    matchMedia: (query: string) => ({ matches: dark && query.includes("dark") }),
    localStorage: {
      setItem: () => {
        if (storageThrows) throw new Error("blocked");
      },
      removeItem: () => undefined,
    },
  };
}

describe("describeReachability", () => {
  test.each([
    [{ state: "checking" } as const, "checking…"],
    [{ state: "reachable", database: "postgres", milliseconds: 12 } as const, "reachable (postgres, 12 ms)"],
    [{ state: "unreachable", reason: "the server answered 503" } as const, "unreachable: the server answered 503"],
  ])("%j reads %j", (api, text) => {
    expect(describeReachability(api)).toBe(text);
  });
});

describe("readBrowserFacts", () => {
  test("reads what support asks for", () => {
    const facts = readBrowserFacts(fakeWindow({ dark: true }), () => "Europe/Madrid");
    expect(facts).toMatchObject({
      userAgent: "TestBrowser/1.0",
      timeZone: "Europe/Madrid",
      cookiesEnabled: false,
      localStorage: true,
      serviceWorker: true,
      viewport: "375 × 740",
      colorScheme: "dark",
      reducedMotion: false,
    });
  });
  test("storage that throws counts as blocked", () => {
    expect(readBrowserFacts(fakeWindow({ storageThrows: true }), () => "UTC").localStorage).toBe(false);
  });
});

describe("environmentReport", () => {
  test("one 'label: value' line per row, version and API first", () => {
    const rows = environmentRows(build, { state: "reachable", database: "pglite", milliseconds: 8 }, readBrowserFacts(fakeWindow(), () => "UTC"));
    const lines = environmentReport(rows).split("\n");
    expect(lines.slice(0, 4)).toEqual(["App version: 0.1.0", "Build mode: production (production build)", "API address: /api", "API: reachable (pglite, 8 ms)"]);
    expect(lines).toContain("Local storage: available");
    expect(lines).toContain("Screen: 390 × 844 at 3×");
  });
});
