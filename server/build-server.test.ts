import { readFileSync } from "node:fs";
import { mkdtemp, mkdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Metafile } from "esbuild";
import { buildServer, defaultServerOutdir, projectRoot, serverBuildIsStale, serverEntry, serverNodeFlags } from "./build-server.ts";

/** Every input of the files Node loads before the server listens: the entry and what it imports, statically or through `main.ts`'s own `import()` of `serve.ts`. */
function loadedAtStart(metafile: Metafile, entry: string): string[] {
  const outputs = metafile.outputs;
  const relativeEntry = Object.keys(outputs).find((name) => path.resolve(projectRoot, name) === entry)!;
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of outputs[name]!.imports) {
      if (imported.external) continue;
      // `main.ts` loads `serve.ts` (the whole app) right away; the other dynamic imports wait for their first use.
      const startsWithServer = imported.kind === "dynamic-import" && Object.keys(outputs[imported.path]!.inputs).some((input) => input.endsWith("server/serve.ts"));
      if (imported.kind === "import-statement" || startsWithServer) visit(imported.path);
    }
  };
  visit(relativeEntry);
  return [...seen].flatMap((name) => Object.keys(outputs[name]!.inputs));
}

describe("the built server", () => {
  const outdir = path.join(projectRoot, "dist", `server-build-test-${process.pid}`);
  let built: Awaited<ReturnType<typeof buildServer>>;
  beforeAll(async () => {
    built = await buildServer(outdir);
  });
  afterAll(() => rm(outdir, { recursive: true, force: true }));

  test("starts without the code only some requests need: e-mail templates, password dictionaries, the embedded database, the ZIP writer", () => {
    const inputs = loadedAtStart(built.metafile, built.entry);
    expect(inputs.some((input) => input.endsWith("server/serve.ts"))).toBe(true);
    expect(inputs.some((input) => input.includes("node_modules/express/"))).toBe(true);
    for (const lazy of ["node_modules/react-dom/", "node_modules/@react-email/", "node_modules/@zxcvbn-ts/", "server/mail/emails/render-email.tsx", "node_modules/drizzle-orm/pglite/", "node_modules/yazl/"]) {
      expect(inputs.filter((input) => input.includes(lazy))).toEqual([]);
    }
  });

  test("leaves PGlite to Node, which finds its WebAssembly beside its own files", () => {
    const externals = Object.values(built.metafile.outputs).flatMap((output) => output.imports.filter((imported) => imported.external).map((imported) => imported.path));
    expect(externals).toContain("@electric-sql/pglite");
  });
});

test("npm start builds what is stale, then runs the built server with the server's flags in a Node of its own, as the bench does", () => {
  const { scripts } = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")) as { scripts: Record<string, string> };
  const builtServer = path.relative(projectRoot, serverEntry(defaultServerOutdir));
  expect(scripts.start).toBe(`sh scripts/node24.sh node scripts/build-if-stale.ts && exec sh scripts/node24.sh node ${serverNodeFlags.join(" ")} ${builtServer}`);
});

describe("whether the server must be rebuilt", () => {
  let root: string;
  let outdir: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "hearthkeep-build-"));
    outdir = path.join(root, "dist", "server");
    await mkdir(path.join(root, "server"), { recursive: true });
    await writeFile(path.join(root, "server", "main.ts"), "");
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  test("yes without a build, no after one, yes again once a source is newer than it", async () => {
    expect(serverBuildIsStale(outdir, root)).toBe(true);
    await mkdir(outdir, { recursive: true });
    await writeFile(serverEntry(outdir), "");
    const builtAt = new Date();
    await utimes(path.join(root, "server", "main.ts"), new Date(builtAt.getTime() - 60_000), new Date(builtAt.getTime() - 60_000));
    await utimes(serverEntry(outdir), builtAt, builtAt);
    expect(serverBuildIsStale(outdir, root)).toBe(false);
    await utimes(path.join(root, "server", "main.ts"), new Date(builtAt.getTime() + 60_000), new Date(builtAt.getTime() + 60_000));
    expect(serverBuildIsStale(outdir, root)).toBe(true);
  });
});
