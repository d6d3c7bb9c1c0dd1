/**
 * The image libraries, CommonJS both, loaded with `import()` by server/files/content-check.ts on the first
 * upload of an image (as the architecture asks of CommonJS packages only some requests need).
 */
import sharp from "sharp";
import convertHeic from "heic-convert";

/** The thumbnail's longest side. */
export const THUMBNAIL_SIZE = 320;
/** Refuses images whose header claims more pixels than a phone camera takes (a decompression bomb). */
const MAX_INPUT_PIXELS = 100_000_000;

/** A JPEG at most THUMBNAIL_SIZE a side, turned as the camera's orientation says, without the photo's metadata. */
export async function thumbnailOf(image: Uint8Array): Promise<Uint8Array> {
  return sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();
}

/** A HEIC or HEIF photo as a JPEG, with libheif compiled to WebAssembly (no native code, nothing downloaded). */
export async function jpegOfHeic(photo: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await convertHeic({ buffer: photo, format: "JPEG", quality: 0.9 }));
}
