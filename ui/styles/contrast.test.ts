import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

/*
 * WCAG 2.2 AA contrast of the theme tokens in globals.css, in both themes: 4.5:1 for text on the surface it
 * sits on (1.4.3), 3:1 for what identifies a control or its state (1.4.11): the border of a field, the focus
 * ring as components draw it (`ring-ring/60`), the status colours used as marks.
 */

type Oklch = { lightness: number; chroma: number; hue: number };
type LinearRgb = [number, number, number];

const css = readFileSync(path.join(import.meta.dirname, "globals.css"), "utf8");

function tokensOf(selector: ":root" | ".dark"): Map<string, Oklch> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`globals.css has no ${selector} block`);
  const body = css.slice(start, css.indexOf("}", start));
  const tokens = new Map<string, Oklch>();
  for (const match of body.matchAll(/--([\w-]+):\s*oklch\(\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\)/g)) {
    const [, name, lightness, chroma, hue] = match;
    if (name && lightness && chroma && hue) tokens.set(name, { lightness: Number(lightness), chroma: Number(chroma), hue: Number(hue) });
  }
  return tokens;
}

/** OKLCH → OKLab → linear sRGB, with Björn Ottosson's matrices (the ones CSS Color 4 uses). */
function toLinearSrgb({ lightness, chroma, hue }: Oklch): LinearRgb {
  const radians = (hue * Math.PI) / 180;
  const a = chroma * Math.cos(radians);
  const b = chroma * Math.sin(radians);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const encode = (linear: number) => (linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055);
const decode = (encoded: number) => (encoded <= 0.04045 ? encoded / 12.92 : ((encoded + 0.055) / 1.055) ** 2.4);

function luminance([red, green, blue]: LinearRgb): number {
  return 0.2126 * clamp(red) + 0.7152 * clamp(green) + 0.0722 * clamp(blue);
}

/** A colour drawn at partial opacity over a surface; browsers blend in gamma-encoded sRGB. */
function over(colour: LinearRgb, alpha: number, surface: LinearRgb): LinearRgb {
  const mix = (index: 0 | 1 | 2) => decode(alpha * encode(clamp(colour[index])) + (1 - alpha) * encode(clamp(surface[index])));
  return [mix(0), mix(1), mix(2)];
}

function contrast(first: LinearRgb, second: LinearRgb): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

describe("the colour conversion", () => {
  test.each([
    { colour: "white", oklch: { lightness: 1, chroma: 0, hue: 0 }, srgb: [1, 1, 1] },
    { colour: "black", oklch: { lightness: 0, chroma: 0, hue: 0 }, srgb: [0, 0, 0] },
    { colour: "#ff0000", oklch: { lightness: 0.62796, chroma: 0.25768, hue: 29.2339 }, srgb: [1, 0, 0] },
    { colour: "#0000ff", oklch: { lightness: 0.45201, chroma: 0.31321, hue: 264.052 }, srgb: [0, 0, 1] },
  ])("turns oklch into $colour", ({ oklch, srgb }) => {
    const linear = toLinearSrgb(oklch);
    linear.forEach((channel, index) => expect(channel).toBeCloseTo(srgb[index] ?? Number.NaN, 3));
  });

  test("rates black on white 21:1 and a colour on itself 1:1", () => {
    expect(contrast([0, 0, 0], [1, 1, 1])).toBeCloseTo(21, 5);
    expect(contrast([0.2, 0.3, 0.4], [0.2, 0.3, 0.4])).toBe(1);
  });
});

type Pair = { foreground: string; background: string; minimum: 4.5 | 3; alpha?: number; use: string };

const text = 4.5;
const control = 3;

const pairs: Pair[] = [
  { foreground: "foreground", background: "background", minimum: text, use: "body text" },
  { foreground: "foreground", background: "muted", minimum: text, use: "text on a muted panel" },
  { foreground: "card-foreground", background: "card", minimum: text, use: "text in a card, dialog, sheet or toast" },
  { foreground: "muted-foreground", background: "background", minimum: text, use: "secondary text" },
  { foreground: "muted-foreground", background: "muted", minimum: text, use: "secondary text on a muted panel" },
  { foreground: "muted-foreground", background: "card", minimum: text, use: "descriptions in cards and dialogs" },
  { foreground: "primary-foreground", background: "primary", minimum: text, use: "primary buttons" },
  { foreground: "secondary-foreground", background: "secondary", minimum: text, use: "secondary buttons" },
  { foreground: "accent-foreground", background: "accent", minimum: text, use: "hovered items, icon badges" },
  { foreground: "destructive-foreground", background: "destructive", minimum: text, use: "destructive buttons" },
  { foreground: "primary", background: "background", minimum: text, use: "links" },
  { foreground: "primary", background: "card", minimum: text, use: "links in cards" },
  { foreground: "destructive", background: "background", minimum: text, use: "error messages" },
  { foreground: "destructive", background: "card", minimum: text, use: "error messages in cards and forms" },
  { foreground: "input", background: "background", minimum: control, use: "the border that shows where a field is" },
  { foreground: "input", background: "card", minimum: control, use: "the border of a field in a card or dialog" },
  { foreground: "input", background: "muted", minimum: control, use: "the border of a field on a muted panel" },
  { foreground: "ring", background: "background", minimum: control, use: "the focus ring's colour" },
  { foreground: "ring", background: "background", minimum: control, alpha: 0.6, use: "the focus ring as drawn (ring-ring/60)" },
  { foreground: "ring", background: "card", minimum: control, alpha: 0.6, use: "the focus ring as drawn in a card or dialog" },
  { foreground: "ring", background: "muted", minimum: control, alpha: 0.6, use: "the focus ring as drawn on a muted panel" },
  { foreground: "success", background: "card", minimum: control, use: "the success mark of a toast, strength bars" },
  { foreground: "info", background: "card", minimum: control, use: "the info mark of a toast" },
  { foreground: "warning", background: "card", minimum: control, use: "the warning mark of a toast, strength bars" },
  { foreground: "destructive", background: "card", minimum: control, use: "the error mark of a toast" },
];

describe.each([":root", ".dark"] as const)("the %s theme", (selector) => {
  const tokens = tokensOf(selector);
  const colour = (name: string): LinearRgb => {
    const token = tokens.get(name);
    if (!token) throw new Error(`${selector} defines no --${name}`);
    return toLinearSrgb(token);
  };

  test("defines every token the pairs use, each as oklch within (or a hair outside) the sRGB gamut", () => {
    for (const name of new Set(pairs.flatMap((pair) => [pair.foreground, pair.background]))) {
      for (const channel of colour(name)) {
        expect(channel, `--${name}`).toBeGreaterThan(-0.02);
        expect(channel, `--${name}`).toBeLessThan(1.02);
      }
    }
  });

  test.each(pairs)("$foreground on $background reaches $minimum:1 ($use)", ({ foreground, background, minimum, alpha }) => {
    const surface = colour(background);
    const drawn = alpha === undefined ? colour(foreground) : over(colour(foreground), alpha, surface);
    expect(contrast(drawn, surface)).toBeGreaterThanOrEqual(minimum);
  });
});
