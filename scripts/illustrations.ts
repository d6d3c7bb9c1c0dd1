/**
 * Converts the guide illustrations (assets/illustrations/*.svg, drawn for Hearthkeep) into the .webp
 * files the catalogue's steps name, under public/guides/. Run after changing a drawing:
 * `node --import tsx scripts/illustrations.ts`; the .webp files are committed with their sources.
 */
import { mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const sources = path.join(root, "assets", "illustrations");
const output = path.join(root, "public", "guides");

await mkdir(output, { recursive: true });
for (const file of (await readdir(sources)).filter((name) => name.endsWith(".svg")).sort()) {
  const target = path.join(output, file.replace(/\.svg$/, ".webp"));
  await sharp(path.join(sources, file), { density: 96 }).resize(800, 600).webp({ quality: 82 }).toFile(target);
  console.log(`${file} → ${path.relative(root, target)}`);
}
