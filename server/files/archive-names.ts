/** Characters that Windows, macOS or a ZIP reader refuse or read as a folder; control characters too. */
const UNSAFE = new Set('<>:"/\\|?*');
const isUnsafe = (character: string) => UNSAFE.has(character) || character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f;
/** Names Windows keeps for devices, whatever their extension. */
const RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\..*)?$/i;
const MAX_LENGTH = 120;

/**
 * A name that opens as one file or folder on any computer the archive is unpacked on: no slashes or
 * characters Windows refuses, no leading or trailing dots and spaces, no device name, at most 120
 * characters with the extension kept; `fallback` when nothing is left.
 */
export function safeArchiveName(name: string, fallback: string): string {
  const cleaned = [...name.normalize("NFC")].map((character) => (isUnsafe(character) ? "_" : character)).join("").replace(/\s+/g, " ").replace(/^[\s.]+|[\s.]+$/g, "");
  const named = cleaned === "" ? fallback : RESERVED.test(cleaned) ? `_${cleaned}` : cleaned;
  if (named.length <= MAX_LENGTH) return named;
  const dot = named.lastIndexOf(".");
  const extension = dot > 0 && named.length - dot <= 6 ? named.slice(dot) : "";
  return `${named.slice(0, MAX_LENGTH - extension.length).trimEnd()}${extension}`;
}

/**
 * Hands out names within one folder, a name already given getting " (2)", " (3)"… before its extension,
 * compared without case, as Windows and macOS do.
 */
export function uniqueNames(): (name: string) => string {
  const taken = new Set<string>();
  return (name) => {
    const dot = name.lastIndexOf(".");
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
    let candidate = name;
    for (let count = 2; taken.has(candidate.toLowerCase()); count += 1) candidate = `${stem} (${count})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}
