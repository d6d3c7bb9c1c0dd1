import express from "express";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import type { ApiRoute } from "@domain/contract/routes.ts";
import { apiRouter } from "./router.ts";
import { createRouteRegistry, expressPath } from "./route-registry.ts";

/** A table of two rows, as a newcomer adds the second: `getThing` has a handler, `addThing` not yet. */
const fakeTable = [
  { method: "get", path: "/api/things/{id}", operationId: "getThing", summary: "A thing", tag: "things", auth: false, params: z.object({ id: z.string() }), successStatus: 200, response: z.object({ id: z.string() }) },
  { method: "post", path: "/api/things", operationId: "addThing", summary: "Add a thing", tag: "things", auth: false, body: z.object({ name: z.string() }), successStatus: 201, response: z.object({ id: z.string() }) },
] as const satisfies readonly ApiRoute[];

// The fake ids are not the real table's: the registry is typed by the real one, so its handlers go in untyped here.
type UntypedHandlers = Parameters<ReturnType<typeof createRouteRegistry>["mount"]>[2];

describe("the route registry", () => {
  test("refuses to start when a route of the table has no handler, naming the route", () => {
    const registry = createRouteRegistry(fakeTable);
    registry.mount(apiRouter(), "/api/things", { getThing: ({ params }: { params: { id: string } }) => ({ id: params.id }) } as unknown as UntypedHandlers);
    expect(() => registry.assertComplete()).toThrow("The route table has routes with no handler: addThing (POST /api/things)");
  });

  test("starts when every route has a handler or is left out with a reason", () => {
    const registry = createRouteRegistry(fakeTable);
    registry.mount(apiRouter(), "/api/things", { getThing: () => ({ id: "1" }) } as unknown as UntypedHandlers);
    registry.leaveOut("addThing" as never, "not served here");
    expect(() => registry.assertComplete()).not.toThrow();
  });

  test("refuses a handler for a route the table does not have, and a second handler for one route", () => {
    const registry = createRouteRegistry(fakeTable);
    expect(() => registry.mount(apiRouter(), "/api/things", { getThingy: () => ({}) } as unknown as UntypedHandlers)).toThrow("getThingy, which the route table does not have");
    registry.mount(apiRouter(), "/api/things", { getThing: () => ({ id: "1" }) } as unknown as UntypedHandlers);
    expect(() => registry.mount(apiRouter(), "/api/things", { getThing: () => ({ id: "1" }) } as unknown as UntypedHandlers)).toThrow("getThing has two handlers");
  });

  test("refuses a router mounted where its route's path is not", () => {
    const registry = createRouteRegistry(fakeTable);
    expect(() => registry.mount(apiRouter(), "/api/other", { getThing: () => ({ id: "1" }) } as unknown as UntypedHandlers)).toThrow("not under /api/other");
  });

  test("validates the input from the table and answers with the table's status", async () => {
    const registry = createRouteRegistry(fakeTable);
    const router = registry.mount(apiRouter(), "/api/things", {
      getThing: ({ params }: { params: { id: string } }) => ({ id: params.id }),
      addThing: ({ body }: { body: { name: string } }) => ({ id: body.name }),
    } as unknown as UntypedHandlers);
    registry.assertComplete();
    const app = express().use(express.json()).use("/api/things", router);
    app.use(((error, _req, res, _next) => {
      res.status(error instanceof z.ZodError ? 400 : 500).json({ invalid: error instanceof z.ZodError });
    }) as express.ErrorRequestHandler);
    const server = app.listen(0);
    try {
      await new Promise((resolve) => server.once("listening", resolve));
      const address = server.address();
      const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api/things`;
      const added = await fetch(base, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "kettle" }) });
      expect(added.status).toBe(201);
      expect(await added.json()).toEqual({ id: "kettle" });
      const refused = await fetch(base, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: 3 }) });
      expect(refused.status).toBe(400);
      const read = await fetch(`${base}/abc`);
      expect(await read.json()).toEqual({ id: "abc" });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test("writes a contract path as Express does", () => {
    expect(expressPath("/tasks/{id}/complete")).toBe("/tasks/:id/complete");
    expect(expressPath("/{secret}.ics")).toBe("/:secret.ics");
  });
});
