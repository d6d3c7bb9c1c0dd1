export { logError, logWarning, redact, redactText, REDACTED } from "./logger.ts";
