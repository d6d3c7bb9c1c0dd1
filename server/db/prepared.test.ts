import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { Database } from "./client.ts";
import { preparedPerDatabase, preparedStatement } from "./prepared.ts";

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

describe("preparedStatement", () => {
  test("prepares the SQL once per handle under its name, its values sent as parameters, and answers the driver's rows", async () => {
    const prepared: { name: string | undefined; sql: string; params: unknown[] }[] = [];
    const executed: Record<string, unknown>[] = [];
    const handle = {
      _: {
        session: {
          prepareQuery: (query: { sql: string; params: unknown[] }, _fields: unknown, name: string | undefined) => {
            prepared.push({ name, sql: query.sql, params: query.params });
            return {
              execute: (values: Record<string, unknown>) => {
                executed.push(values);
                return Promise.resolve({ rows: [{ id: values.id }] });
              },
            };
          },
        },
      },
    } as unknown as Database;
    const statement = preparedStatement<{ id: string }>("by_id", sql`select ${sql.placeholder("id")}::uuid as id where ${sql.placeholder("id")} is not null`);
    expect(await statement(handle).execute({ id: "a" })).toEqual([{ id: "a" }]);
    expect(await statement(handle).execute({ id: "b" })).toEqual([{ id: "b" }]);
    expect(prepared).toHaveLength(1);
    expect(prepared[0]).toMatchObject({ name: "by_id", sql: "select $1::uuid as id where $2 is not null" });
    expect(executed).toEqual([{ id: "a" }, { id: "b" }]);
  });
});
