/*
 * Zod compiles fast object parsers with `new Function`, and probes for it when the first object schema
 * is built. The server's Content-Security-Policy forbids eval, and the browser reports even the caught
 * probe as a violation, so the browser app parses without it (`jitless`).
 *
 * Zod keeps its settings on one global object, made by whichever copy of zod loads first; setting it
 * here, without importing zod, lets the page's entry run this before any of the app's code. Importing
 * zod's `config()` instead put this call inside whichever chunk the bundler chose, after the chunks that
 * chunk imports, and a schema built in one of those ran the probe first.
 */
type ZodSettings = { jitless?: boolean };
const global = globalThis as typeof globalThis & { __zod_globalConfig?: ZodSettings };
global.__zod_globalConfig = { ...global.__zod_globalConfig, jitless: true };
