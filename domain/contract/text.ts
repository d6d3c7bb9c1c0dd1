import { z } from "zod";

/**
 * Text PostgreSQL can store and a person can mean. Every string a request carries is built from
 * `textSchema()` (a test walks the contract's request schemas and fails on any string that is not), so a
 * new field cannot forget it:
 * - NUL (U+0000) is refused: PostgreSQL's `text` cannot hold it and the query would fail.
 * - Other control characters (C0 and C1, DEL) are refused: no keyboard types them, so they come from a
 *   broken client or an attack, and quietly dropping them would store something the sender did not send.
 * - Tab and line feed are kept: notes and messages have lines.
 * - A carriage return is rewritten as a line feed (`\r\n` and a lone `\r` are how other systems write a
 *   line break): it can only mean a new line, so it is normalised rather than refused.
 * - Unpaired UTF-16 surrogates (`"\ud800"` from a JSON escape) are refused: they are not Unicode text and
 *   would be stored as U+FFFD, silently changing what was sent.
 */

/** C0 controls except tab (U+0009) and line feed (U+000A), DEL and the C1 controls, and lone surrogates. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole job
const UNSTORABLE_CHARACTER = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]|\p{Cs}/u;

const LINE_BREAKS = /\r\n?/g;

/** Why a text was refused, naming the character so the sender can find it. */
export function unstorableTextMessage(character: string): string {
  const codePoint = character.codePointAt(0) ?? 0;
  const name = `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;
  if (codePoint === 0) return `Text cannot contain the NUL character (${name})`;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return `Text cannot contain an unpaired surrogate (${name})`;
  return `Text cannot contain the control character ${name}`;
}

/** The first character a text may not hold, or undefined when it is fine. */
export function findUnstorableCharacter(text: string): string | undefined {
  return UNSTORABLE_CHARACTER.exec(text)?.[0];
}

/** Carriage returns become line feeds; runs before the check, so `\r\n` is one line break, not a refusal. */
const normaliseLineBreaks = z.overwrite((text: string) => (text.includes("\r") ? text.replace(LINE_BREAKS, "\n") : text));

/** The check every request string carries; exported so the contract's test can recognise it. */
export const storableTextCheck = z.superRefine((text: string, context) => {
  const character = findUnstorableCharacter(text);
  if (character !== undefined) context.addIssue({ code: "custom", message: unstorableTextMessage(character), input: text });
});

/**
 * A string of a request: chain `.trim()`, `.min()`, `.max()`, `.regex()`… after it as with `z.string()`.
 * The checks run first, so a NUL is refused even where a later `.trim()` would have removed it.
 */
export function textSchema() {
  return z.string().check(normaliseLineBreaks, storableTextCheck);
}
