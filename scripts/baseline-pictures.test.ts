import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, test } from "vitest";
import { losslesslySmaller, picturesWrittenSince, samePixels, shrinkPictures } from "./baseline-pictures.ts";

/** A screenshot-like picture: flat colours, a few lines of "text", encoded the quick way Chromium encodes. */
async function screenshotLike(shift = 0): Promise<Buffer> {
  const width = 320;
  const height = 200;
  const pixels = Buffer.alloc(width * height * 3, 0xff);
  for (let y = 20; y < 180; y += 12) {
    for (let x = 16 + shift; x < 300; x += 1) {
      const offset = (y * width + x) * 3;
      const shade = (x * 7 + y) % 3 === 0 ? 0x20 : 0x90;
      pixels[offset] = shade;
      pixels[offset + 1] = shade;
      pixels[offset + 2] = 0x30;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer();
}

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("baseline pictures", () => {
  test("the same pixels in different bytes are the same picture; one pixel moved is not", async () => {
    const picture = await screenshotLike();
    const otherBytes = await sharp(picture).png({ compressionLevel: 9 }).toBuffer();
    expect(otherBytes.equals(picture)).toBe(false);
    expect(await samePixels(picture, otherBytes)).toBe(true);
    expect(await samePixels(picture, await screenshotLike(1))).toBe(false);
  });

  test("a picture of another size is another picture", async () => {
    const picture = await screenshotLike();
    const cropped = await sharp(picture).extract({ left: 0, top: 0, width: 320, height: 199 }).png().toBuffer();
    expect(await samePixels(picture, cropped)).toBe(false);
  });

  test("re-encoding keeps every pixel and takes fewer bytes", async () => {
    const picture = await screenshotLike();
    const smaller = await losslesslySmaller(picture);
    expect(smaller.length).toBeLessThan(picture.length);
    expect(await samePixels(picture, smaller)).toBe(true);
    // Already as small as it gets: handed back as it was, so the file is not rewritten.
    expect(await losslesslySmaller(smaller)).toBe(smaller);
  });

  test("only the pictures an update wrote are shrunk", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "baselines-"));
    folders.push(folder);
    const kept = path.join(folder, "kept--light-desktop.png");
    const written = path.join(folder, "written--light-desktop.png");
    const picture = await screenshotLike();
    writeFileSync(kept, picture);
    writeFileSync(written, picture);
    writeFileSync(path.join(folder, "notes.txt"), "not a picture");
    const runStarted = Date.now();
    utimesSync(kept, new Date(runStarted - 60_000), new Date(runStarted - 60_000));
    utimesSync(written, new Date(runStarted + 1_000), new Date(runStarted + 1_000));

    const files = picturesWrittenSince(folder, runStarted);
    expect(files).toEqual([written]);
    const { shrunk, bytesSaved } = await shrinkPictures(files);
    expect(shrunk).toBe(1);
    expect(bytesSaved).toBe(picture.length - readFileSync(written).length);
    expect(readFileSync(kept).equals(picture)).toBe(true);
    expect(await samePixels(readFileSync(written), picture)).toBe(true);
  });
});
