import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/** What ESLint reads (eslint.config.js): scripts and their tests; stylesheets and documents are left to the whole gate. */
const lintedExtensions = new Set([".ts", ".tsx", ".js", ".mjs", ".cjs"]);

/**
 * The files `npm run check` looks at: what `git status` lists as changed, added or untracked (against
 * `since`, a commit, when given), without the deleted ones, each once, in git's order.
 */
export function changedFiles(root: string, since?: string): string[] {
  const git = (args: string[]) => {
    const result = spawnSync("git", args, { cwd: root, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`git ${args.join(" ")} failed: ${result.stderr}`);
    return result.stdout.split("\n").filter((line) => line !== "");
  };
  const tracked = git(["diff", "--name-only", "--diff-filter=d", since ?? "HEAD"]);
  const untracked = git(["ls-files", "--others", "--exclude-standard"]);
  return [...new Set([...tracked, ...untracked])].filter((file) => existsSync(path.join(root, file)));
}

/** The changed files ESLint has rules for. */
export function lintableFiles(files: string[]): string[] {
  return files.filter((file) => lintedExtensions.has(path.extname(file)));
}

/** Reads `--since <commit>` from the command line. */
export function sinceArgument(args: string[]): string | undefined {
  const index = args.indexOf("--since");
  if (index === -1) return undefined;
  const commit = args[index + 1];
  if (!commit || commit.startsWith("--")) throw new Error("--since needs a commit, e.g. --since main");
  return commit;
}
