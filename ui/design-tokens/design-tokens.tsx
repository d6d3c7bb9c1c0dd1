import * as React from "react";
import { cn } from "../lib/cn.ts";

/*
 * The design tokens as designers read them in Storybook (Design tokens/…). Every value shown is read at run
 * time from the theme the app itself loads (ui/styles/globals.css, through Tailwind): the colours from the
 * theme's own rules, the sizes from what the browser computes for the kit's utilities. Nothing here holds a
 * value of its own, so a page cannot disagree with the theme it documents.
 */

type Theme = "light" | "dark";

/**
 * The theme's own page surface under every sample: a docs page draws its blocks on Storybook's white,
 * where the dark theme's text would not read.
 */
const SURFACE = "grid gap-6 rounded-lg bg-background p-4 text-foreground";

/** Custom properties declared by the stylesheet rules with this exact selector, in their order, with their values. */
function declaredProperties(selector: string): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule && rule.selectorText === selector) {
        for (const property of rule.style) {
          if (property.startsWith("--")) found.set(property, rule.style.getPropertyValue(property).trim());
        }
      }
      // Media, layer and supports blocks (the dark palette is inside `@media not print`).
      if ("cssRules" in rule && rule.cssRules instanceof CSSRuleList) visit(rule.cssRules);
    }
  };
  for (const sheet of document.styleSheets) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      // Another origin's stylesheet (none is the theme) cannot be read.
      continue;
    }
    visit(rules);
  }
  return found;
}

/** The theme's colours, light (`:root`) and dark (`.dark`), as globals.css declares them. */
export function themePalettes(): Record<Theme, Map<string, string>> {
  const isColour = (value: string) => CSS.supports("color", value);
  const dark = new Map([...declaredProperties(".dark")].filter(([, value]) => isColour(value)));
  // The palette is what the dark theme sets again: `:root` may also hold colours that are no theme's (a built
  // stylesheet merges rules), and those would stand in one column alone.
  const light = new Map([...declaredProperties(":root")].filter(([property, value]) => dark.has(property) && isColour(value)));
  return { light, dark };
}

/**
 * Reads the theme at the first render: these pages render only in a browser (Storybook), where the theme's
 * stylesheet is in place before anything renders, and the theme does not change while a page is open.
 */
function useFromTheme<T>(read: () => T): T {
  const [value] = React.useState(read);
  return value;
}

/** A colour's name as designers say it: `--muted-foreground` is "muted foreground". */
const spokenName = (property: string) => property.replace(/^--/, "").replace(/-/g, " ");

/**
 * Every colour of the theme, light and dark side by side, each column drawn with its own theme's values
 * whatever theme the page around it shows.
 */
export function ColourTokens() {
  const palettes = useFromTheme(themePalettes);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {(["light", "dark"] as const).map((theme) => {
        const palette = palettes[theme];
        // The column declares its theme's properties itself, so the utilities inside it (which read them) show that theme.
        const themeStyle = Object.fromEntries(palette) as React.CSSProperties;
        return (
          <section key={theme} aria-labelledby={`colours-${theme}`} style={themeStyle} className="rounded-lg border bg-background p-4 text-foreground">
            <h3 id={`colours-${theme}`} className="mb-3 text-lg font-semibold">
              {theme === "light" ? "Light theme" : "Dark theme"}
            </h3>
            <ul className="grid gap-2">
              {[...palette].map(([property, value]) => (
                <li key={property} className="flex items-center gap-3">
                  <span aria-hidden="true" className="size-10 shrink-0 rounded-md border" style={{ background: `var(${property})` }} />
                  <span className="grid min-w-0">
                    <span className="text-sm font-medium">{spokenName(property)}</span>
                    <code className="truncate text-xs text-muted-foreground">
                      {property}: {value}
                    </code>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/**
 * One sample per utility, with what the browser computes for it. The utilities are named in full so that
 * Tailwind generates them; their values come from the theme.
 */
function Measured({ className, describe, children }: { className: string; describe: (style: CSSStyleDeclaration) => string; children: React.ReactNode }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const [measure, setMeasure] = React.useState("");
  React.useLayoutEffect(() => {
    if (ref.current) setMeasure(describe(getComputedStyle(ref.current)));
  }, [describe]);
  return (
    <li className="grid gap-1 border-b pb-3 last:border-b-0">
      <code className="text-xs break-all text-muted-foreground">
        {className.split(" ")[0]} · {measure}
      </code>
      <div ref={ref} className={className}>
        {children}
      </div>
    </li>
  );
}

const px = (value: string) => `${Math.round(Number.parseFloat(value) * 100) / 100}px`;

const TYPE_SIZES = ["text-xs", "text-sm", "text-base", "text-lg", "text-xl", "text-2xl", "text-3xl", "text-4xl", "text-5xl"] as const;
const FONT_WEIGHTS = ["font-normal", "font-medium", "font-semibold", "font-bold"] as const;
const describeSize = (style: CSSStyleDeclaration) => `${px(style.fontSize)} on a ${px(style.lineHeight)} line`;
const describeWeight = (style: CSSStyleDeclaration) => `weight ${style.fontWeight}`;
const fontFamily = () => getComputedStyle(document.body).fontFamily;

/** The type scale the kit uses, and its weights, in the app's own font. */
export function TypeScale() {
  const family = useFromTheme(fontFamily);
  return (
    <div className={SURFACE}>
      <p className="text-sm">
        Font: <code>{family}</code>
      </p>
      <ul className="grid gap-3">
        {TYPE_SIZES.map((size) => (
          <Measured key={size} className={cn(size, "truncate")} describe={describeSize}>
            Flush the water heater
          </Measured>
        ))}
      </ul>
      <ul className="grid gap-3">
        {FONT_WEIGHTS.map((weight) => (
          <Measured key={weight} className={cn(weight, "text-lg")} describe={describeWeight}>
            Check the smoke alarms
          </Measured>
        ))}
      </ul>
    </div>
  );
}

/** Tailwind's spacing steps the kit uses most: multiples of the theme's one spacing unit. */
const SPACING_STEPS = [0.5, 1, 1.5, 2, 3, 4, 6, 8, 12, 16] as const;
const spacingUnit = () => getComputedStyle(document.documentElement).getPropertyValue("--spacing").trim();

/** The spacing scale: each step a bar as long as the space it stands for. */
export function SpacingScale() {
  const unit = useFromTheme(spacingUnit);
  return (
    <div className={SURFACE}>
      <p className="text-sm">
        One step: <code>--spacing: {unit}</code>. A class such as <code>p-4</code> or <code>gap-4</code> is 4 steps.
      </p>
      <ul className="grid gap-2">
        {SPACING_STEPS.map((step) => (
          <SpacingStep key={step} step={step} />
        ))}
      </ul>
    </div>
  );
}

function SpacingStep({ step }: { step: number }) {
  const ref = React.useRef<HTMLSpanElement>(null);
  const [width, setWidth] = React.useState("");
  React.useLayoutEffect(() => {
    if (ref.current) setWidth(px(String(ref.current.getBoundingClientRect().width)));
  }, []);
  return (
    <li className="flex items-center gap-3">
      <code className="w-28 shrink-0 text-xs text-muted-foreground">
        {step} · {width}
      </code>
      <span ref={ref} aria-hidden="true" className="h-4 rounded-sm bg-primary" style={{ width: `calc(var(--spacing) * ${step})` }} />
    </li>
  );
}

const RADII = ["rounded-sm", "rounded-md", "rounded-lg", "rounded-xl", "rounded-2xl", "rounded-full"] as const;
const SHADOWS = ["shadow-sm", "shadow-md", "shadow-lg"] as const;
const describeRadius = (style: CSSStyleDeclaration) => px(style.borderTopLeftRadius);
const describeShadow = (style: CSSStyleDeclaration) => style.boxShadow;

const baseRadius = () => getComputedStyle(document.documentElement).getPropertyValue("--radius").trim();

/** Corner radii (from the theme's `--radius`) and the shadows the kit uses. */
export function RadiiAndShadows() {
  const radius = useFromTheme(baseRadius);
  return (
    <div className={SURFACE}>
      <section aria-labelledby="radii" className="grid gap-3">
        <h3 id="radii" className="text-lg font-semibold">
          Radii
        </h3>
        <p className="text-sm">
          The theme's base radius is <code>--radius: {radius}</code>; the others are drawn from it.
        </p>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {RADII.map((radiusClass) => (
            <Measured key={radiusClass} className={cn(radiusClass, "size-20 border-2 border-primary bg-accent")} describe={describeRadius}>
              {null}
            </Measured>
          ))}
        </ul>
      </section>
      <section aria-labelledby="shadows" className="grid gap-3">
        <h3 id="shadows" className="text-lg font-semibold">
          Shadows
        </h3>
        <ul className="grid gap-6 sm:grid-cols-3">
          {SHADOWS.map((shadow) => (
            <Measured key={shadow} className={cn(shadow, "h-20 rounded-lg border bg-card")} describe={describeShadow}>
              {null}
            </Measured>
          ))}
        </ul>
      </section>
    </div>
  );
}
