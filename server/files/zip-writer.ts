/**
 * The ZIP writer (yazl, CommonJS), loaded with `import()` by the account export's route, the one request
 * that needs it (as the architecture asks of CommonJS packages only some requests need).
 */
import type { Readable, Writable } from "node:stream";
import { finished, pipeline } from "node:stream/promises";
import { ZipFile } from "yazl";

/** One file of the archive: small bytes at hand (compressed), or a stored file opened when its turn comes (kept as it is). */
export type ZipEntry = { name: string; modified: Date } & ({ bytes: Buffer } | { open: () => Promise<Readable | undefined> });

/**
 * Streams the entries into `out` as a ZIP (ZIP64 past 4 GB), one stored file open at a time and read only
 * as fast as `out` takes it, so an archive of gigabytes holds no more than a few chunks in memory. An
 * entry whose file is no longer stored is left out. PDFs and photos are compressed already: they are
 * stored, not deflated again.
 */
export async function writeZip(out: Writable, entries: Iterable<ZipEntry>): Promise<void> {
  const zip = new ZipFile();
  let reading: Readable | undefined;
  const output = pipeline(zip.outputStream, out).catch((error: unknown) => {
    // The reader went away: the file being read is closed rather than left waiting for it.
    reading?.destroy();
    throw error;
  });
  const adding = (async () => {
    for (const entry of entries) {
      if ("bytes" in entry) {
        zip.addBuffer(entry.bytes, entry.name, { mtime: entry.modified, compress: true });
        continue;
      }
      reading = await entry.open();
      if (!reading) continue;
      zip.addReadStream(reading, entry.name, { mtime: entry.modified, compress: false });
      await finished(reading);
    }
    zip.end();
  })().catch((error: unknown) => {
    // A stored file failed mid-way: the download is broken off, never ended as if whole.
    (zip.outputStream as Readable).destroy(error as Error);
    throw error;
  });
  await Promise.all([output, adding]);
}
