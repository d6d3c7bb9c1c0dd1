/**
 * What the screenshot run (visual/stories.visual.ts, scripts/visual.ts) does with the committed baseline
 * pictures beyond Playwright's own comparison: a quick check that a screenshot shows the same pixels as its
 * baseline, however either was encoded, and the lossless re-encoding of the baselines a `--update` run wrote,
 * so that each real change adds a smaller file to the repository's history (docs/decisions/073).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

/** Every pixel of a picture as RGBA bytes, with its size: what two PNGs are compared by, whatever their encoding. */
async function pixelsOf(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Whether two PNGs show the same picture, pixel for pixel. Equal bytes answer at once; otherwise both are
 * decoded (some tens of milliseconds for a full page, against a third of a second for Playwright's own
 * comparison, which the caller leaves for pictures that really differ).
 */
export async function samePixels(first: Buffer, second: Buffer): Promise<boolean> {
  if (first.equals(second)) return true;
  const [a, b] = await Promise.all([pixelsOf(first), pixelsOf(second)]);
  return a.width === b.width && a.height === b.height && a.data.equals(b.data);
}

/**
 * The same picture in fewer bytes: zlib at its highest level without PNG's adaptive row filters, which on
 * these flat-coloured screenshots made files larger. A quarter smaller than Chromium's own encoding on the
 * baselines of December 2026, in about 60 ms a picture; oxipng (level 2) gained no more in forty times as
 * long. Returns the original when the new encoding is no smaller, and refuses to return one whose pixels
 * differ (never expected: no option here is lossy).
 */
export async function losslesslySmaller(png: Buffer): Promise<Buffer> {
  const smaller = await sharp(png).png({ compressionLevel: 9, adaptiveFiltering: false, palette: false }).toBuffer();
  if (smaller.length >= png.length) return png;
  if (!(await samePixels(png, smaller))) throw new Error("re-encoding a baseline changed its pixels");
  return smaller;
}

/** The PNGs of a folder written at or after an instant: those a `--update` run has just (re)written. */
export function picturesWrittenSince(folder: string, since: number): string[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith(".png"))
    .map((file) => path.join(folder, file))
    .filter((file) => statSync(file).mtimeMs >= since);
}

/** Re-encodes each picture losslessly in place where that makes it smaller; says how many bytes that saved. */
export async function shrinkPictures(files: string[]): Promise<{ shrunk: number; bytesSaved: number }> {
  let shrunk = 0;
  let bytesSaved = 0;
  for (const file of files) {
    const original = readFileSync(file);
    const smaller = await losslesslySmaller(original);
    if (smaller === original) continue;
    writeFileSync(file, smaller);
    shrunk += 1;
    bytesSaved += original.length - smaller.length;
  }
  return { shrunk, bytesSaved };
}
