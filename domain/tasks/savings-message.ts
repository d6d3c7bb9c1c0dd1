/**
 * The savings message of a catalogue entry: its description cut to about 50 characters on a word
 * boundary, followed by an ellipsis (docs/product.md §10.2 and §10.11).
 */

/** The length the cut aims for; the cut lands on the last word boundary at or before it. */
export const SAVINGS_MESSAGE_LENGTH = 50;

/** Three full stops, as the catalogue's entries write it. */
export const SAVINGS_MESSAGE_ELLIPSIS = "...";

/** Punctuation that would sit oddly in front of the ellipsis ("fires,..." reads as a typo). */
const TRAILING_PUNCTUATION = /[\s,;:.!?\-–—(]+$/;

/**
 * A description that already fits is returned whole (collapsed whitespace, no ellipsis: nothing was
 * cut). A longer one is cut at the last space within the first 50 characters, or at 50 when a single
 * word is longer than that, and gets the ellipsis.
 */
export function deriveSavingsMessage(description: string): string {
  const text = description.trim().replace(/\s+/g, " ");
  if (text.length <= SAVINGS_MESSAGE_LENGTH) return text;

  const head = text.slice(0, SAVINGS_MESSAGE_LENGTH);
  const endsOnBoundary = text.charAt(SAVINGS_MESSAGE_LENGTH) === " ";
  const lastSpace = head.lastIndexOf(" ");
  const cut = endsOnBoundary || lastSpace <= 0 ? head : head.slice(0, lastSpace);
  return cut.replace(TRAILING_PUNCTUATION, "") + SAVINGS_MESSAGE_ELLIPSIS;
}
