import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, test } from "vitest";
import { buildOpenApiDocument, apiRoutes } from "./openapi.ts";

/*
 * The API description passes an outside linter: Redocly's recommended rules, the ones API tooling and
 * gateways expect (every operation says whether it needs a token, the document names its licence, …).
 */
describe("the OpenAPI document", { timeout: 60_000 }, () => {
  test("passes Redocly's recommended rules with no error or warning", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({ source: JSON.stringify(buildOpenApiDocument("1.0.0")), absoluteRef: "openapi.json", config });
    expect(problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? ""}`)).toEqual([]);
  });

  test("a public operation declares that it needs no token, so the linter does not read it as forgotten", () => {
    const document = buildOpenApiDocument("1.0.0");
    expect(document.paths["/api/health"]?.get).toMatchObject({ security: [] });
  });

  test("names the home header on exactly the routes of one home's data", () => {
    const document = buildOpenApiDocument("1.0.0");
    const homeHeader = { $ref: "#/components/parameters/HomeId" };
    for (const route of apiRoutes) {
      const operation = document.paths[route.path]?.[route.method] as { parameters: unknown[] };
      expect(operation.parameters.some((parameter) => JSON.stringify(parameter) === JSON.stringify(homeHeader)), route.operationId).toBe(route.home === true);
    }
    expect(document.components.parameters.HomeId).toMatchObject({ name: "X-Home-Id", in: "header", required: false });
  });
});
