import { describe, expect, test } from "vitest";
import { lintableFiles, sinceArgument } from "./changed-files.ts";

describe("npm run check's choice of files", () => {
  test("lints scripts and their tests, not stylesheets, documents or pictures", () => {
    expect(lintableFiles(["server/app.ts", "ui/button/button.tsx", "eslint.config.js", "ui/styles/globals.css", "README.md", "visual/baselines/a.png"])).toEqual([
      "server/app.ts",
      "ui/button/button.tsx",
      "eslint.config.js",
    ]);
  });

  test("reads --since and its commit, and refuses --since without one", () => {
    expect(sinceArgument([])).toBeUndefined();
    expect(sinceArgument(["--since", "main"])).toBe("main");
    expect(() => sinceArgument(["--since"])).toThrow(/needs a commit/);
    expect(() => sinceArgument(["--since", "--other"])).toThrow(/needs a commit/);
  });
});
