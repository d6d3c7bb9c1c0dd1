import { describe, expect, test } from "vitest";
import type { Database } from "./client.ts";
import { preparedPerDatabase } from "./prepared.ts";

describe("preparedPerDatabase", () => {
  test("prepares once per database handle, and again for another handle (a transaction's)", () => {
    const prepared: string[] = [];
    const query = preparedPerDatabase((db) => {
      const name = (db as unknown as { name: string }).name;
      prepared.push(name);
      return { name };
    });
    // Stand-ins: only the handle's identity matters here.
    const pool = { name: "pool" } as unknown as Database;
    const transaction = { name: "transaction" } as unknown as Database;
    expect(query(pool)).toBe(query(pool));
    expect(query(transaction).name).toBe("transaction");
    expect(prepared).toEqual(["pool", "transaction"]);
  });
});
