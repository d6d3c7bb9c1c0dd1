import { z } from "zod";
import { apiRouteTable } from "@domain/contract/route-table.ts";
import { errorBodySchema, HOME_HEADER, IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema, tokenAccessOf, type ApiRoute } from "@domain/contract/index.ts";

/** Every route the API serves, as the contract describes it; the OpenAPI document is built from these. */
export const apiRoutes: readonly ApiRoute[] = apiRouteTable;

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  // Transforms and refinements have no JSON Schema form: they document as their input or output shape.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

function parametersOf(route: ApiRoute) {
  const parameters: JsonSchema[] = [];
  for (const [location, schema] of [
    ["path", route.params],
    ["query", route.query],
  ] as const) {
    if (!schema) continue;
    const { properties = {}, required = [] } = jsonSchema(schema, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(properties)) {
      parameters.push({ name, in: location, required: location === "path" || required.includes(name), schema: property });
    }
  }
  // The one parameter all home routes share, described once (components.parameters.HomeId).
  if (route.home) parameters.push({ $ref: "#/components/parameters/HomeId" });
  if (route.idempotent) {
    parameters.push({
      name: IDEMPOTENCY_KEY_HEADER,
      in: "header",
      required: false,
      description: "A key of the client's choosing: a repeat with the same key gets the first answer again and changes nothing (kept at least 24 hours).",
      schema: jsonSchema(idempotencyKeySchema, "input"),
    });
  }
  return parameters;
}

const errorResponses = {
  "400": "The request is not valid",
  "401": "Authentication required",
  "403": "Missing or wrong CSRF token; or a personal API token this route does not accept, or a read-only one on a change",
  "404": "Not found",
  "409": "Conflicts with the current state",
  "413": "The request body is too large",
  "422": "The Idempotency-Key was already used for another request",
  "429": "Too many requests (see Retry-After)",
  "500": "Something went wrong on our side",
};

/** A route's body as JSON Schema; an upload's also names its file part, which the contract's fields leave to the route's parser. */
function requestBodySchema(route: ApiRoute, body: z.ZodType) {
  const schema = jsonSchema(body, "input");
  if (route.bodyContentType !== "multipart/form-data") return schema;
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  return { ...schema, properties: { ...properties, file: { type: "string", format: "binary" } }, required: [...required, "file"] };
}

/** The security requirement of a route: none, the browser's session, or that or a personal API token (docs/api-tokens.md). */
function securityOf(route: ApiRoute) {
  // An empty list says "no token needed" outright, so a public route cannot be mistaken for a forgotten one.
  if (!route.auth) return [];
  return tokenAccessOf(route) === "never" ? [{ bearerAuth: [] }] : [{ bearerAuth: [] }, { apiToken: [] }];
}

const tokenNotes = {
  read: "Accepts a personal API token, read-only or read-write.",
  write: "Accepts a read-write personal API token; a read-only one is refused with 403.",
  never: "Needs the signed-in session; a personal API token is refused with 403.",
};

/** The OpenAPI 3.1 document of the API, generated from the domain contract. */
export function buildOpenApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of apiRoutes) {
    const path = route.path;
    const success = route.response
      ? { description: route.summary, content: { [route.responseContentType ?? "application/json"]: { schema: jsonSchema(route.response, "output") } } }
      : { description: route.summary };
    const errors = Object.fromEntries(
      Object.entries(errorResponses)
        .filter(([status]) => (route.auth || status !== "401") && (route.idempotent === true || status !== "422"))
        .map(([status, description]) => [status, { description, content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } } }]),
    );
    (paths[path] ??= {})[route.method] = {
      operationId: route.operationId,
      summary: route.summary,
      ...(route.auth && { description: tokenNotes[tokenAccessOf(route)] }),
      tags: [route.tag],
      security: securityOf(route),
      parameters: parametersOf(route),
      ...(route.body && { requestBody: { required: route.bodyContentType !== "application/x-www-form-urlencoded", content: { [route.bodyContentType ?? "application/json"]: { schema: requestBodySchema(route, route.body) } } } }),
      responses: { [String(route.successStatus)]: success, ...errors },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Hearthkeep API",
      version,
      // The service is not open source: its terms of service are the licence its API is used under.
      license: { name: "Hearthkeep Terms of Service", url: "https://hearthkeep.app/terms-of-service" },
      description:
        "Home maintenance: accounts, appliances, scheduled tasks and the catalogue. State-changing requests from the browser carry X-CSRF-Token equal to the csrf_token cookie. Home automations use a personal API token instead (Settings → API tokens): `Authorization: Bearer hk_…`, accepted where an operation says so, limited to 120 requests a minute per token, no CSRF token needed.",
    },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "The signed-in browser's 15-minute access token." },
        apiToken: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "hk_…",
          description: "A personal API token made in Settings → API tokens: read-only or read-write, shown once, revocable. Never accepted for account settings, sessions, API tokens or account deletion.",
        },
      },
      parameters: {
        HomeId: {
          name: HOME_HEADER,
          in: "header",
          required: false,
          description:
            "The home the request reads or changes (an id from GET /api/homes). Without it, the caller's first home: the one they joined first. A home the caller is not a member of answers 404.",
          schema: { type: "string", format: "uuid" },
        },
      },
      schemas: { ErrorBody: jsonSchema(errorBodySchema, "output") },
    },
    paths,
  };
}
