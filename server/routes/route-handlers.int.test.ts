import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { apiRouteTable } from "@domain/contract/route-table.ts";
import { createApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("the route table's handlers", () => {
  // createApp refuses to build an app with a route of the table that has no handler (server/http/route-registry.ts);
  // in development nothing is left out, so building it finds a handler for every row.
  test(`every one of the table's ${apiRouteTable.length} routes has a handler in development, where none is left out`, () => {
    const config = loadConfig({ NODE_ENV: "development", DATA_DIR: "memory://" });
    expect(() => createApp({ config, database: server.database, logger: createLogger({ ...config, nodeEnv: "test" }) })).not.toThrow();
  });

  test("the app builds where the development sign-in is left out", () => {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://" });
    expect(() => createApp({ config, database: server.database, logger: createLogger(config) })).not.toThrow();
  });
});
