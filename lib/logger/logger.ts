/**
 * docs/product.md §8.7: logs redact e-mails, tokens, card numbers and sensitive keys. Everything the browser
 * writes to the console about failures goes through here, so a shared screen or a log collector never
 * sees a user's address, password or session.
 */

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** JWTs (three base64url parts) and `Bearer …` credentials. */
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const BEARER = /\bBearer\s+[A-Za-z0-9._~+/=-]+/gi;
/** 13 to 19 digits, optionally grouped by spaces or dashes: the lengths payment cards use. */
const CARD = /\b(?:\d[ -]?){12,18}\d\b/g;
const SENSITIVE_KEY = /pass(word)?|token|secret|authori[sz]ation|cookie|session|card|cvc|cvv|api[-_]?key|credential/i;

export const REDACTED = "[redacted]";

export function redactText(text: string): string {
  return text
    .replace(JWT, "[token]")
    .replace(BEARER, "Bearer [token]")
    .replace(EMAIL, "[email]")
    .replace(CARD, "[card]");
}

/** A copy of `value` safe to log: strings scrubbed, sensitive keys blanked, errors reduced to name, message, code. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6) return "[…]";
  if (typeof value === "string") return redactText(value);
  if (value instanceof Error) {
    const code = (value as Error & { code?: unknown }).code;
    return {
      name: value.name,
      message: redactText(value.message),
      ...(typeof code === "string" ? { code } : {}),
      ...(value.stack ? { stack: redactText(value.stack) } : {}),
    };
  }
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, SENSITIVE_KEY.test(key) ? REDACTED : redact(item, depth + 1)]),
    );
  }
  return value;
}

export function logError(message: string, details?: unknown): void {
  if (details === undefined) console.error(redactText(message));
  else console.error(redactText(message), redact(details));
}

export function logWarning(message: string, details?: unknown): void {
  if (details === undefined) console.warn(redactText(message));
  else console.warn(redactText(message), redact(details));
}
