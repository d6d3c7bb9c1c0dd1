import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { z } from "zod";
import { answerOf } from "./answer.ts";
import { errorHandler } from "./error-handler.ts";

const answerSchema = z.object({ dueDate: z.iso.date() });
const logged: unknown[] = [];
let baseUrl = "";
let close: () => void = () => undefined;

beforeAll(async () => {
  const app = express();
  app.use((req, _res, next) => {
    // What pino-http attaches; the handler logs a server fault through it.
    (req as unknown as { log: { error: (entry: unknown) => void } }).log = { error: (entry) => logged.push(entry) };
    next();
  });
  app.get("/bad-request", (req) => {
    answerSchema.parse(req.query);
  });
  app.get("/bad-answer", (_req, res) => {
    res.json(answerOf(answerSchema, { dueDate: "10000-01-01" }));
  });
  app.get("/good-answer", (_req, res) => {
    res.json(answerOf(answerSchema, { dueDate: "2026-11-28", extra: "dropped" }));
  });
  app.use(errorHandler({ exposeInternals: false }));
  const server = app.listen(0);
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

test("a request that fails its schema is the client's 400", async () => {
  const response = await fetch(`${baseUrl}/bad-request?dueDate=soon`);
  expect(response.status).toBe(400);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe("VALIDATION_FAILED");
});

test("an answer that breaks its contract is the server's 500, logged as an error, and says nothing of the answer", async () => {
  const response = await fetch(`${baseUrl}/bad-answer`);
  expect(response.status).toBe(500);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error).toMatchObject({ code: "INTERNAL", message: "Something went wrong on our side" });
  expect(JSON.stringify(body)).not.toContain("10000");
  expect(logged).toHaveLength(1);
});

test("an answer that matches is sent as the schema gives it", async () => {
  const response = await fetch(`${baseUrl}/good-answer`);
  expect(await response.json()).toEqual({ dueDate: "2026-11-28" });
});
