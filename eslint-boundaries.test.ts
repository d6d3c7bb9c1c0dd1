import { ESLint } from "eslint";
import { describe, expect, test } from "vitest";

const eslint = new ESLint();

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result?.messages.find((message) => message.fatal);
  // A parse failure (say, a file path the TypeScript project does not know) would hide every rule.
  if (fatal) throw new Error(`${filePath} could not be linted: ${fatal.message}`);
  return (result?.messages ?? []).filter((message) =>
    ["import-x/no-restricted-paths", "no-restricted-imports"].includes(message.ruleId ?? ""),
  );
}

// The first lint builds the TypeScript program for type-aware rules: seconds on a quiet machine, minutes on
// a busy one. The limit only stops a hang.
describe("the import boundaries of docs/architecture.md", { timeout: 300_000 }, () => {
  test.each([
    ["ui importing a feature", "ui/button/button.tsx", 'import { LandingScreen } from "@features/landing/index.ts";\nexport const x = LandingScreen;\n'],
    ["ui importing domain", "ui/button/button.tsx", 'import { healthResponseSchema } from "@domain/contract/index.ts";\nexport const x = healthResponseSchema;\n'],
    ["domain importing the server", "domain/contract/health.ts", 'import { AppError } from "@server/http/app-error.ts";\nexport const x = AppError;\n'],
    ["domain importing a package other than zod", "domain/contract/health.ts", 'import express from "express";\nexport const x = express;\n'],
    ["server importing a feature", "server/app.ts", 'import { LandingScreen } from "@features/landing/index.ts";\nexport const x = LandingScreen;\n'],
    ["a feature importing mock-api outside stories", "features/landing/index.ts", 'import { healthHandlers } from "@mock-api/index.ts";\nexport const x = healthHandlers;\n'],
    ["a feature reaching into another feature's files", "features/landing/index.ts", 'import { x as y } from "@features/other/internal.ts";\nexport const x = y;\n'],
  ])("fails on %s", async (_name, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).not.toHaveLength(0);
  });

  test("allows a story to import mock-api and a feature to import domain", async () => {
    expect(
      await boundaryErrors(
        "features/guide-preview/step-preview.stories.tsx",
        'import { healthHandlers } from "@mock-api/index.ts";\nimport { healthResponseSchema } from "@domain/contract/index.ts";\nexport const x = [healthHandlers, healthResponseSchema];\n',
      ),
    ).toHaveLength(0);
  });
});
