import transliterate from "@sindresorhus/transliterate";

/*
 * The PDF's standard fonts (Helvetica, no font files to ship or download) write WinAnsi (Windows-1252)
 * alone: a character outside it would print as another glyph. Text keeps every character WinAnsi has
 * ("é", "ß", "€", curly quotes) and spells the others in Latin letters ("ł" → "l", "Ж" → "Zh"); what has
 * no spelling becomes "?", so a name is never garbled or lost whole.
 */

/** The characters Windows-1252 places in 0x80–0x9F, where Latin-1 has control codes. */
const WINDOWS_1252_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function isWinAnsi(character: string): boolean {
  const code = character.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WINDOWS_1252_EXTRAS.has(character);
}

/** `text` as the standard fonts can write it; line breaks and tabs are kept as spaces and new lines. */
export function standardFontText(text: string): string {
  let written = "";
  for (const character of text.normalize("NFC")) {
    if (character === "\n") written += "\n";
    else if (character === "\t" || character === "\r") written += " ";
    else if (isWinAnsi(character)) written += character;
    else {
      const spelled = [...transliterate(character)].filter(isWinAnsi).join("");
      written += spelled === "" ? "?" : spelled;
    }
  }
  return written;
}
