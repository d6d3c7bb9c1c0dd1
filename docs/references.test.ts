import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, extname, join, relative, resolve, sep } from "node:path";
import { describe, expect, test } from "vitest";

/*
 * Code, tests, stories and documents point at the product description by section
 * ("docs/product.md §4.5") and at each other by relative links. Both rot silently when a section or a
 * file moves, so this test reads every such pointer in the repository and fails on one that leads
 * nowhere.
 */

const root = resolve(import.meta.dirname, "..");
const productPath = join(root, "docs", "product.md");
const thisFile = relative(root, import.meta.filename);

/** Build output, dependencies and generated files: nothing in them is ours to keep pointing right. */
const skippedDirectories = new Set([
  "node_modules",
  ".git",
  "dist",
  "storybook-static",
  "coverage",
  "test-results",
  "playwright-report",
  ".data",
  ".tools",
  join("visual", "baselines"),
  join("visual", "diff"),
  join("bench", "results"),
]);
const scannedExtensions = new Set([".ts", ".tsx", ".js", ".mjs", ".cjs", ".md"]);

function repositoryFiles(directory = root): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    const fromRoot = relative(root, path);
    if (entry.isDirectory()) {
      if (!skippedDirectories.has(entry.name) && !skippedDirectories.has(fromRoot)) files.push(...repositoryFiles(path));
    } else if (entry.isFile() && scannedExtensions.has(extname(entry.name))) {
      files.push(fromRoot);
    }
  }
  return files;
}

const files = repositoryFiles().filter((file) => file !== thisFile);
const read = (file: string) => readFileSync(join(root, file), "utf8");
const lineOf = (text: string, index: number) => text.slice(0, index).split("\n").length;

// Built from parts so that this file's own source never looks like a reference.
const SECTION = "§\\d+(?:\\.\\d+)*";
const DOCUMENT = ["docs", "product.md"].join("/");
/** "docs/product.md §4.5", and lists such as "§3.11, §4", "§5 and §8", "§7.1/§8.2", "§5.6–§5.8". */
const referencePattern = new RegExp(`${DOCUMENT.replace(".", "\\.")}\\s+(${SECTION}(?:\\s*(?:,|;|/|–|-|and|or)\\s*${SECTION})*)`, "g");
/** The document named without its folder, or the catalogue's former separate document. */
const barePattern = new RegExp(`(?<!docs/)(?:product|catalogue)\\.md\\s*§`, "g");
const sectionPattern = new RegExp(SECTION, "g");

/** "§4.5" for every heading that starts with a section number. */
function sectionsOf(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6}\s+(§\d+(?:\.\d+)*)\s/gm)].map((match) => match[1]!);
}

/** GitHub's anchor for a heading: lower case, punctuation and symbols dropped, spaces as hyphens. */
function headingSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*_]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** Every anchor a markdown file offers, numbered as GitHub numbers repeated headings (-1, -2…). */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of withoutCode(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = headingSlug(match[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Code blocks and inline code show paths as text, not as links: blank them, keeping line numbers. */
function withoutCode(markdown: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, " ");
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, blank).replace(/`[^`\n]*`/g, blank);
}

/** Inline links and images: `[text](target)` and `[text](target "title")`. */
function linksOf(markdown: string): { target: string; index: number }[] {
  return [...withoutCode(markdown).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => ({
    target: match[1]!,
    index: match.index,
  }));
}

/** A path in inline code with a folder and a file extension: `domain/messages.ts`, `docs/decisions/001-….md`. */
const codePathPattern = /`([\w.-]+(?:\/[\w.-]+)+\.(?:ts|tsx|js|mjs|md|json|sh|css|svg|html))`/g;

/**
 * In source files, a path that starts at one of the repository's top folders (`server/app.ts` in a
 * comment). Imports never match: they start with `./`, `../` or an alias such as `@domain/`.
 */
const topFolders = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !skippedDirectories.has(entry.name))
  .map((entry) => entry.name.replace(/\./g, "\\."));
const sourcePathPattern = new RegExp(`(?<![\\w@./-])((?:${topFolders.join("|")})/[\\w./-]*\\.(?:ts|tsx|js|mjs|md|json|sh|css|svg|html))\\b`, "g");

/**
 * Templates rather than files (`features/x/index.ts`, `docs/decisions/NNN-title.md`), what a build or a
 * run writes (`dist/web/index.html`), which a fresh checkout does not have, and names the kebab-case
 * lint rule refuses (`ui/button/ButtonGroup.tsx`), which can only be examples of what it refuses.
 */
function isPlaceholderPath(path: string): boolean {
  const segments = path.split("/");
  const generated = segments.some((_, index) => skippedDirectories.has(join(...segments.slice(0, index + 1))));
  const notKebabCase = segments.some((segment) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment.split(".")[0] ?? ""));
  return generated || notKebabCase || segments.some((segment) => /^[a-z]$/.test(segment) || segment.includes("NNN"));
}

const productSections = new Set(sectionsOf(readFileSync(productPath, "utf8")));

describe("docs/product.md", () => {
  test("numbers its sections once each and keeps §1 to §10", () => {
    const sections = sectionsOf(readFileSync(productPath, "utf8"));
    expect(sections.filter((section, index) => sections.indexOf(section) !== index)).toEqual([]);
    for (let part = 1; part <= 10; part++) expect(productSections).toContain(`§${part}`);
  });

  test("every subsection sits under an existing parent", () => {
    const orphans = [...productSections].filter((section) => section.includes(".") && !productSections.has(section.replace(/\.\d+$/, "")));
    expect(orphans).toEqual([]);
  });

  test("its own cross-references (§4.13…) name sections it has", () => {
    const text = readFileSync(productPath, "utf8");
    const missing = [...text.matchAll(sectionPattern)].map((match) => match[0]).filter((section) => !productSections.has(section));
    expect([...new Set(missing)]).toEqual([]);
  });
});

describe("references in sources, tests, stories and documents", () => {
  test("the scan finds the repository's sources, tests, stories and documents", () => {
    expect(files).toContain(join("domain", "messages.ts"));
    expect(files).toContain("README.md");
    expect(files.some((file) => file.endsWith(".stories.tsx"))).toBe(true);
    expect(files.some((file) => file.split(sep).includes("node_modules"))).toBe(false);
  });

  test("every 'docs/product.md §…' names a section that exists", () => {
    const broken: string[] = [];
    let references = 0;
    for (const file of files) {
      const text = read(file);
      for (const match of text.matchAll(referencePattern)) {
        for (const section of match[1]!.match(sectionPattern) ?? []) {
          references++;
          if (!productSections.has(section)) broken.push(`${file}:${lineOf(text, match.index)} ${section}`);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(references).toBeGreaterThan(100);
  });

  test("every repository path a comment or string names (`server/app.ts`) is a file that exists", () => {
    const missing = files
      .filter((file) => !file.endsWith(".md"))
      .flatMap((file) => {
        const text = read(file);
        return [...text.matchAll(sourcePathPattern)]
          .filter((match) => !isPlaceholderPath(match[1]!) && !existsSync(join(root, match[1]!)))
          .map((match) => `${file}:${lineOf(text, match.index)} ${match[1]}`);
      });
    expect(missing).toEqual([]);
  });

  test("no reference leaves out the docs/ folder or names a document the repository does not have", () => {
    const bare = files.flatMap((file) => {
      const text = read(file);
      return [...text.matchAll(barePattern)].map((match) => `${file}:${lineOf(text, match.index)} ${match[0]}`);
    });
    expect(bare).toEqual([]);
  });
});

describe("relative links in markdown", () => {
  const markdownFiles = files.filter((file) => file.endsWith(".md"));

  test("covers docs/ and the README", () => {
    expect(markdownFiles).toContain("README.md");
    expect(markdownFiles).toContain(join("docs", "architecture.md"));
    expect(markdownFiles).toContain(join("docs", "product.md"));
  });

  test("every relative link leads to a file that exists, and to a heading that exists", () => {
    const broken: string[] = [];
    for (const file of markdownFiles) {
      const text = read(file);
      for (const { target, index } of linksOf(text)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) continue;
        const [pathPart = "", anchor] = decodeURI(target).split("#", 2) as [string, string | undefined];
        const path = pathPart.split("?")[0]!;
        const destination = path === "" ? join(root, file) : resolve(root, dirname(file), path);
        const where = `${file}:${lineOf(text, index)} ${target}`;
        if (!destination.startsWith(root + sep) || !existsSync(destination)) {
          broken.push(`${where} (no such file)`);
          continue;
        }
        if (anchor && statSync(destination).isFile() && destination.endsWith(".md") && !anchorsOf(readFileSync(destination, "utf8")).has(anchor)) {
          broken.push(`${where} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  test("every file path written as code (`server/app.ts`) names a file that exists", () => {
    const missing: string[] = [];
    for (const file of markdownFiles) {
      const text = read(file);
      for (const match of text.matchAll(codePathPattern)) {
        const path = match[1]!;
        if (isPlaceholderPath(path)) continue;
        if (!existsSync(join(root, path)) && !existsSync(resolve(root, dirname(file), path))) missing.push(`${file}:${lineOf(text, match.index)} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("the checker itself", () => {
  test("reads section lists and GitHub anchors as written", () => {
    const sample = `see ${DOCUMENT} §3.11, §4 and §5.6–§5.8`;
    expect([...sample.matchAll(referencePattern)].flatMap((match) => match[1]!.match(sectionPattern))).toEqual(["§3.11", "§4", "§5.6", "§5.8"]);
    expect(headingSlug("§10.11 Content rules")).toBe("1011-content-rules");
    expect(headingSlug("A `ui` component: [Button](x.md)")).toBe("a-ui-component-button");
    expect([...anchorsOf("# Same\n## Same\n```\n# not a heading\n```\n")]).toEqual(["same", "same-1"]);
    expect(linksOf("[a](b.md) `[c](d.md)` ![e](f.png \"title\")").map((link) => link.target)).toEqual(["b.md", "f.png"]);
    expect([..."`server/app.ts`, `features/x/index.ts`, `dist/web/index.html` and `docs/decisions/NNN-title.md`".matchAll(codePathPattern)].map((match) => match[1]!).filter((path) => !isPlaceholderPath(path))).toEqual(["server/app.ts"]);
  });

  test("finds repository paths in comments but not in imports", () => {
    const source = 'import { x } from "@domain/messages.ts";\nimport "./server/app.ts";\n// see server/app.ts and domain/messages.ts.';
    expect([...source.matchAll(sourcePathPattern)].map((match) => match[1])).toEqual(["server/app.ts", "domain/messages.ts"]);
  });

  test("flags a section that does not exist and a reference without its folder", () => {
    const made = `${DOCUMENT} §99.1`;
    const found = [...made.matchAll(referencePattern)].flatMap((match) => match[1]!.match(sectionPattern) ?? []);
    expect(found.filter((section) => !productSections.has(section))).toEqual(["§99.1"]);
    expect(`see ${["product", "md"].join(".")} §4`.match(barePattern)).not.toBeNull();
    expect(`see ${DOCUMENT} §4`.match(barePattern)).toBeNull();
  });
});
