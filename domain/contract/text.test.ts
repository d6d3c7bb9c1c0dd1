import { describe, expect, test } from "vitest";
import { z } from "zod";
import { accountRoutes } from "./account-routes.ts";
import { progressRoutes } from "./progress.ts";
import { taskEngineRoutes } from "./routes.ts";
import type { ApiRoute } from "./routes.ts";
import { findUnstorableCharacter, storableTextCheck, textSchema } from "./text.ts";

describe("textSchema: text PostgreSQL can store", () => {
  const name = textSchema().trim().max(20);

  test.each([
    ["NUL", "Ana\u0000", "Text cannot contain the NUL character (U+0000)"],
    ["a lone NUL", "\u0000", "Text cannot contain the NUL character (U+0000)"],
    ["bell", "Ana\u0007", "Text cannot contain the control character U+0007"],
    ["escape", "\u001b[31mAna", "Text cannot contain the control character U+001B"],
    ["vertical tab", "a\u000bb", "Text cannot contain the control character U+000B"],
    ["form feed", "a\u000cb", "Text cannot contain the control character U+000C"],
    ["delete", "a\u007fb", "Text cannot contain the control character U+007F"],
    ["a C1 control", "a\u0085b", "Text cannot contain the control character U+0085"],
    ["an unpaired high surrogate", "a\ud800b", "Text cannot contain an unpaired surrogate (U+D800)"],
    ["an unpaired low surrogate", "a\udc00", "Text cannot contain an unpaired surrogate (U+DC00)"],
  ])("refuses %s with a message naming the character", (_label, input, message) => {
    const result = name.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  test("refuses a NUL that trimming would otherwise have hidden", () => {
    expect(name.safeParse("  Ana \u0000").success).toBe(false);
  });

  test.each([
    ["plain text", "Ana", "Ana"],
    ["tab and line feed", "a\tb\nc", "a\tb\nc"],
    ["accents, CJK and emoji (surrogate pairs)", "Zoë 日本 🔧", "Zoë 日本 🔧"],
    ["a Windows line break, as a line feed", "a\r\nb", "a\nb"],
    ["an old Mac line break, as a line feed", "a\rb", "a\nb"],
  ])("keeps %s", (_label, input, output) => {
    expect(name.parse(input)).toBe(output);
  });

  test("findUnstorableCharacter answers the first offending character", () => {
    expect(findUnstorableCharacter("ok")).toBeUndefined();
    expect(findUnstorableCharacter("a\u0001b\u0000")).toBe("\u0001");
  });
});

/** Every string schema reachable from a schema, with the path to it ("body.appliances[].name"). */
function stringsIn(schema: z.core.$ZodType, path: string, found: { path: string; schema: z.core.$ZodType }[] = []) {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const walk = (child: unknown, childPath: string) => {
    if (child) stringsIn(child as z.core.$ZodType, childPath, found);
  };
  switch (def.type) {
    case "string":
      found.push({ path, schema });
      break;
    case "object":
      for (const [key, value] of Object.entries((def as unknown as { shape: Record<string, z.core.$ZodType> }).shape)) walk(value, `${path}.${key}`);
      walk(def.catchall, `${path}.*`);
      break;
    case "array":
      walk(def.element, `${path}[]`);
      break;
    case "record":
      walk(def.keyType, `${path}{key}`);
      walk(def.valueType, `${path}{value}`);
      break;
    case "union":
      (def.options as z.core.$ZodType[]).forEach((option, index) => walk(option, `${path}|${index}`));
      break;
    case "intersection":
      walk(def.left, path);
      walk(def.right, path);
      break;
    case "tuple":
      (def.items as z.core.$ZodType[]).forEach((item, index) => walk(item, `${path}[${index}]`));
      walk(def.rest, `${path}[…]`);
      break;
    case "pipe":
      walk(def.in, path);
      walk(def.out, path);
      break;
    case "lazy":
      walk((def.getter as () => z.core.$ZodType)(), path);
      break;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      walk(def.innerType, path);
      break;
    default:
      break;
  }
  return found;
}

/** A string format (e-mail, uuid, ISO date…) admits no control character by its own pattern. */
function isStrictFormat(schema: z.core.$ZodType): boolean {
  return typeof (schema._zod.def as { format?: unknown }).format === "string";
}

function usesSharedTextSchema(schema: z.core.$ZodType): boolean {
  return (schema._zod.def.checks ?? []).includes(storableTextCheck);
}

describe("every string of every request goes through textSchema", () => {
  const routes: readonly ApiRoute[] = [...accountRoutes, ...taskEngineRoutes, ...progressRoutes];
  const requestStrings = routes.flatMap((route) =>
    (["params", "query", "body"] as const).flatMap((part) => {
      const schema = route[part];
      return schema ? stringsIn(schema, `${route.method.toUpperCase()} ${route.path} ${part}`) : [];
    }),
  );

  test("the walk finds the strings it should (so an empty result cannot pass by accident)", () => {
    const paths = requestStrings.map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "POST /api/auth/signup body.name",
        "POST /api/contact body.message",
        "POST /api/appliances body.brand",
        "PUT /api/tasks/{id}/complete body.notes",
        "POST /api/migration/local body.lastCompleted{key}",
        "PUT /api/tasks/{id}/snooze params.id",
        "GET /api/tasks/history query.search",
      ]),
    );
  });

  test("no request string is a bare z.string()", () => {
    const forgotten = requestStrings.filter((entry) => !isStrictFormat(entry.schema) && !usesSharedTextSchema(entry.schema)).map((entry) => entry.path);
    expect(forgotten).toEqual([]);
  });

  test("the walk would catch a forgotten field", () => {
    const careless = z.object({ title: z.string().max(10), nested: z.array(z.object({ note: textSchema() })) });
    const found = stringsIn(careless, "body").filter((entry) => !usesSharedTextSchema(entry.schema));
    expect(found.map((entry) => entry.path)).toEqual(["body.title"]);
  });
});
