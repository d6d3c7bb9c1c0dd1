import { Router } from "express";

/**
 * A router of the API: case-sensitive and strict about a trailing slash, so each resource answers at
 * its one path (`/api/calendar/{secret}.ics`) and `/API/…`, `/api/Calendar/…` or `…/` answer 404.
 * Two spellings of one resource would be two ways past anything that looks at its path: a log's
 * redaction, a proxy's rule, a cache's key.
 */
export function apiRouter(): Router {
  return Router({ caseSensitive: true, strict: true });
}
