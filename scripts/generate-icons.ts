/**
 * Generates the favicon set, the web app manifest's icons and the social sharing picture from the
 * Hearthkeep mark (the shield around a house, drawn from ui/logo/logo-drawing.ts as the app's logo is), into public/.
 * Run after changing the mark: `node --import tsx scripts/generate-icons.ts`; the outputs are committed.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { LOGO_HOUSE_PATHS, LOGO_HOUSE_STROKE_WIDTH, LOGO_SHIELD_PATH, LOGO_VIEW_BOX_SIZE } from "../ui/logo/logo-drawing.ts";

const publicDir = path.resolve(import.meta.dirname, "..", "public");
/** The primary colour of the light theme (oklch(0.45 0.09 175)) in sRGB, and the page background. */
const brand = "#0f766e";
const paper = "#fbfaf7";

/** The mark's shapes in its own 64-unit square, to be placed with a transform. */
const markShapes =
  `<path d="${LOGO_SHIELD_PATH}" fill="${brand}"/>` +
  `<g fill="none" stroke="#fff" stroke-width="${LOGO_HOUSE_STROKE_WIDTH}" stroke-linecap="round" stroke-linejoin="round">` +
  LOGO_HOUSE_PATHS.map((d) => `<path d="${d}"/>`).join("") +
  `</g>`;

/** The mark alone on a transparent square: the favicon. */
const markSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${LOGO_VIEW_BOX_SIZE} ${LOGO_VIEW_BOX_SIZE}">${markShapes}</svg>\n`;

/** The mark on a full square of colour, smaller so it survives the circle or squircle a launcher cuts (maskable). */
function tileSvg(size: number, markShare: number, background: string, rounded: boolean): string {
  const mark = size * markShare;
  const offset = (size - mark) / 2;
  const scale = mark / LOGO_VIEW_BOX_SIZE;
  const corner = rounded ? size * 0.2 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${corner}" fill="${background}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">${markShapes}</g>
</svg>`;
}

/** 1200 × 630, the size Open Graph and Twitter's large card show. */
const shareSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${paper}"/>
  <rect y="590" width="1200" height="40" fill="${brand}"/>
  <g transform="translate(96 150) scale(3.5)">${markShapes}</g>
  <text x="380" y="250" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="84" font-weight="700" fill="#2b2620">Hearthkeep</text>
  <text x="382" y="330" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="38" fill="#5b544c">Home maintenance you'll actually</text>
  <text x="382" y="380" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="38" fill="#5b544c">keep up with.</text>
  <text x="382" y="470" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="30" fill="${brand}">Free to start · 2-minute setup · No credit card</text>
</svg>`;

/** Rasterised at a high density, then scaled down to the exact size, for smooth edges. */
const png = (svg: string, width: number, height: number = width) =>
  sharp(Buffer.from(svg), { density: 384 }).resize(width, height).png({ compressionLevel: 9, palette: true }).toBuffer();

const outputs: [string, Promise<Buffer> | string][] = [
  ["favicon.svg", markSvg],
  ["favicon-32x32.png", png(markSvg, 32)],
  ["apple-touch-icon.png", png(tileSvg(180, 0.72, "#ffffff", false), 180)],
  ["icon-192.png", png(tileSvg(192, 0.78, "#ffffff", true), 192)],
  ["icon-512.png", png(tileSvg(512, 0.78, "#ffffff", true), 512)],
  ["icon-maskable-512.png", png(tileSvg(512, 0.6, "#ffffff", false), 512)],
  ["og-image.png", png(shareSvg, 1200, 630)],
];

for (const [name, content] of outputs) {
  await writeFile(path.join(publicDir, name), await content);
  console.log(`wrote public/${name}`);
}
