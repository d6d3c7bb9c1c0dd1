import { config } from "zod/v4/core";

/*
 * Zod compiles fast object parsers with `new Function`, and probes for it when the first object schema
 * is built. The server's Content-Security-Policy forbids eval, and the browser reports even the caught
 * probe as a violation, so the browser app parses without it. This module is the entry's first import:
 * it runs before any module that builds a schema.
 */
config({ jitless: true });
