import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, test } from "vitest";

/*
 * A decision record is read whole by a newcomer, so it stays short: new measurements and changes of mind
 * go into a new record that says what it replaces, and the record replaced says so at its top, where a
 * reader starts (docs/recipes.md, "A choice a newcomer would question").
 */

const folder = resolve(import.meta.dirname, "decisions");
const longest = 149;

type DecisionRecord = { file: string; number: string; lines: number; top: string };

/** A record's top: its title and what stands before its first section. */
function topOf(text: string): string {
  const firstSection = text.search(/^## /m);
  return firstSection === -1 ? text.split("\n").slice(0, 6).join("\n") : text.slice(0, firstSection);
}

function recordOf(file: string, text: string): DecisionRecord {
  return { file, number: file.slice(0, 3), lines: text.split("\n").length - (text.endsWith("\n") ? 1 : 0), top: topOf(text) };
}

/** The records a record's top says it replaces, by number: "Supersedes [036](…)", "Supersedes part of [018](…)". */
function supersededBy(record: DecisionRecord): string[] {
  const claim = /^Supersedes\b[^\n]*(?:\n(?!\n)[^\n]*)*/m.exec(record.top)?.[0] ?? "";
  return [...claim.matchAll(/\[(\d{3})\]\(/g)].map((match) => match[1]!);
}

/** Whether a record's top says it was replaced, naming the record that replaced it. */
function saysReplacedBy(record: DecisionRecord, by: string): boolean {
  return /superseded/i.test(record.top) && new RegExp(`\\b${by}\\b`).test(record.top);
}

const records = readdirSync(folder)
  .filter((file) => /^\d{3}-.+\.md$/.test(file))
  .sort()
  .map((file) => recordOf(file, readFileSync(join(folder, file), "utf8")));

describe("decision records", () => {
  test("are numbered once each", () => {
    const numbers = records.map((record) => record.number);
    expect(numbers.filter((number, index) => numbers.indexOf(number) !== index)).toEqual([]);
    expect(records.length).toBeGreaterThan(50);
  });

  test(`are each under 150 lines`, () => {
    expect(records.filter((record) => record.lines > longest).map((record) => `${record.file}: ${record.lines} lines`)).toEqual([]);
  });

  test("a record that another supersedes says so at its top, naming it", () => {
    const unsaid: string[] = [];
    for (const record of records) {
      for (const number of supersededBy(record)) {
        const replaced = records.find((candidate) => candidate.number === number);
        if (!replaced) unsaid.push(`${record.file} supersedes ${number}, which does not exist`);
        else if (!saysReplacedBy(replaced, record.number)) unsaid.push(`${replaced.file} does not say at its top that ${record.number} supersedes it`);
      }
    }
    expect(unsaid).toEqual([]);
  });
});

describe("the checks themselves", () => {
  const replaced = recordOf("036-old.md", "# 036 (superseded by 050): Old\n\nSuperseded by [050](050-new.md).\n\n## Context\nWhy.\n");
  const silent = recordOf("036-old.md", "# 036: Old\n\n## Context\nSuperseded by 050, said too late.\n");
  const replacing = recordOf("050-new.md", "# 050: New\n\nSupersedes [036](036-old.md) and part of\n[018](018-x.md).\n\n## Context\nSee [040](040-y.md).\n");

  test("read what a record supersedes from its top only", () => {
    expect(supersededBy(replacing)).toEqual(["036", "018"]);
    expect(supersededBy(replaced)).toEqual([]);
  });

  test("find the note at the top of the record replaced, and miss one further down", () => {
    expect(saysReplacedBy(replaced, "050")).toBe(true);
    expect(saysReplacedBy(replaced, "051")).toBe(false);
    expect(saysReplacedBy(silent, "050")).toBe(false);
  });

  test("count a record's lines as an editor does", () => {
    expect(recordOf("001-a.md", "a\nb\n").lines).toBe(2);
    expect(recordOf("001-a.md", "a\nb").lines).toBe(2);
  });
});
