import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, test } from "vitest";

/**
 * The project's config without type information: the rules under test read imports and file names, not
 * types, and building the TypeScript program for the type-aware rules cost this file half a minute. It also
 * lints names of files that do not exist, which the TypeScript project could not parse. `npm run lint`
 * runs every rule, typed ones included, on the real files.
 */
const eslint = new ESLint({ overrideConfig: [{ ...tseslint.configs.disableTypeChecked, files: ["**/*.ts", "**/*.tsx"] }] });

async function lintMessages(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result?.messages.find((message) => message.fatal);
  // A parse failure would hide every rule.
  if (fatal) throw new Error(`${filePath} could not be linted: ${fatal.message}`);
  return result?.messages ?? [];
}

async function boundaryErrors(filePath: string, code: string) {
  return (await lintMessages(filePath, code)).filter((message) =>
    ["import-x/no-restricted-paths", "no-restricted-imports", "house/kebab-case-file-names"].includes(message.ruleId ?? ""),
  );
}

// The first lint loads the config and its plugins: seconds on a quiet machine, longer on a busy one. The
// limit only stops a hang.
describe("the import boundaries of docs/architecture.md", { timeout: 300_000 }, () => {
  test.each([
    ["ui importing a feature", "ui/button/button.tsx", 'import { LandingPage } from "@features/public-site/index.ts";\nexport const x = LandingPage;\n'],
    ["ui importing domain", "ui/button/button.tsx", 'import { healthResponseSchema } from "@domain/contract/index.ts";\nexport const x = healthResponseSchema;\n'],
    ["domain importing the server", "domain/contract/health.ts", 'import { AppError } from "@server/http/app-error.ts";\nexport const x = AppError;\n'],
    ["domain importing a package other than zod", "domain/contract/health.ts", 'import express from "express";\nexport const x = express;\n'],
    ["server importing a feature", "server/app.ts", 'import { LandingPage } from "@features/public-site/index.ts";\nexport const x = LandingPage;\n'],
    ["a feature importing mock-api outside stories", "features/public-site/index.ts", 'import { healthHandlers } from "@mock-api/index.ts";\nexport const x = healthHandlers;\n'],
    ["a feature reaching into another feature's files", "features/public-site/index.ts", 'import { x as y } from "@features/other/internal.ts";\nexport const x = y;\n'],
    ["ui importing lib", "ui/button/button.tsx", 'import { ApiError } from "@lib/http/index.ts";\nexport const x = ApiError;\n'],
    ["domain importing lib", "domain/contract/health.ts", 'import { ApiError } from "@lib/http/index.ts";\nexport const x = ApiError;\n'],
    ["server importing lib", "server/app.ts", 'import { ApiError } from "@lib/http/index.ts";\nexport const x = ApiError;\n'],
    ["mock-api importing lib", "mock-api/index.ts", 'import { ApiError } from "@lib/http/index.ts";\nexport const x = ApiError;\n'],
    ["lib importing a feature", "lib/http/http-client.ts", 'import { useClock } from "@features/tasks/index.ts";\nexport const x = useClock;\n'],
    ["lib importing app", "lib/session/auth-provider.tsx", 'import { RequireAuth } from "@app/guards.tsx";\nexport const x = RequireAuth;\n'],
    ["lib importing mock-api outside stories and tests", "lib/http/call-route.ts", 'import { healthHandlers } from "@mock-api/index.ts";\nexport const x = healthHandlers;\n'],
    ["a lib folder reaching into another's files", "lib/session/auth-provider.tsx", 'import { resolveDataMode } from "../http/data-mode.ts";\nexport const x = resolveDataMode;\n'],
    ["a lib folder reaching into another's files by alias", "lib/session/auth-provider.tsx", 'import { resolveDataMode } from "@lib/http/data-mode.ts";\nexport const x = resolveDataMode;\n'],
    ["a feature importing another feature than tasks, even through its index.ts", "features/dashboard/dashboard-screen.tsx", 'import { loadCompletedScreen } from "@features/progress/index.ts";\nexport const x = loadCompletedScreen;\n'],
    ["a feature importing another feature than tasks by a relative path", "features/dashboard/dashboard-screen.tsx", 'import { NotificationBell } from "../notifications/index.ts";\nexport const x = NotificationBell;\n'],
    ["a feature reaching into the task files", "features/dashboard/dashboard-screen.tsx", 'import { useClock } from "../tasks/use-clock.ts";\nexport const x = useClock;\n'],
    ["a feature reaching into the task files by alias", "features/dashboard/dashboard-screen.tsx", 'import { AppliancePicker } from "@features/tasks/appliance-picker.tsx";\nexport const x = AppliancePicker;\n'],
    ["the shared task pieces importing another feature", "features/tasks/task-card.tsx", 'import { DashboardScreen } from "@features/dashboard/index.ts";\nexport const x = DashboardScreen;\n'],
    ["a service importing Drizzle", "server/services/users.ts", 'import { eq } from "drizzle-orm";\nexport const x = eq;\n'],
    ["a route importing Drizzle's Postgres helpers", "server/routes/users.ts", 'import { PgTable } from "drizzle-orm/pg-core";\nexport const x = PgTable;\n'],
    ["a security module reading the schema", "server/security/home-access.ts", 'import { homeMembers } from "../db/schema.ts";\nexport const x = homeMembers;\n'],
    ["a service reading one schema file", "server/services/tasks.ts", 'import { tasks } from "../db/schema/maintenance.ts";\nexport const x = tasks;\n'],
    ["a feature importing a story frame outside its stories", "features/account/sign-in-screen.tsx", 'import { StoryFrame } from "../../test-support/stories/story-frame.tsx";\nexport const x = StoryFrame;\n'],
    ["lib importing a test helper outside its tests", "lib/http/http-client.ts", 'import { memoryStorage } from "../../test-support/memory-storage.ts";\nexport const x = memoryStorage;\n'],
    ["ui importing Storybook's config", "ui/button/button.tsx", 'import preview from "../../.storybook/preview.tsx";\nexport const x = preview;\n'],
    ["app importing a script", "app/main.tsx", 'import { changedFiles } from "../scripts/changed-files.ts";\nexport const x = changedFiles;\n'],
    ["the server importing a script", "server/main.ts", 'import { x as y } from "../scripts/check.ts";\nexport const x = y;\n'],
    ["the server importing a test helper outside its tests", "server/app.ts", 'import { startTestServer } from "../test-support/server/test-server.ts";\nexport const x = startTestServer;\n'],
    ["mock-api importing an end-to-end helper", "mock-api/index.ts", 'import { x as y } from "../e2e/fixtures.ts";\nexport const x = y;\n'],
    ["domain importing the screenshot harness", "domain/contract/health.ts", 'import { x as y } from "../../visual/screenshot-options.ts";\nexport const x = y;\n'],
    ["a feature importing a benchmark", "features/dashboard/dashboard-screen.tsx", 'import { x as y } from "../../bench/suites/schedule.ts";\nexport const x = y;\n'],
    ["a type-only import of the harness in product code", "lib/session/auth-provider.tsx", 'import type { TestServer } from "../../test-support/server/test-server.ts";\nexport type X = TestServer;\n'],
  ])("fails on %s", async (_name, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).not.toHaveLength(0);
  });

  test("allows tests and stories to import the harness", async () => {
    expect(
      await boundaryErrors("features/account/sign-in-screen.stories.tsx", 'import { StoryFrame } from "../../test-support/stories/story-frame.tsx";\nexport const x = StoryFrame;\n'),
    ).toHaveLength(0);
    expect(
      await boundaryErrors("server/routes/health.int.test.ts", 'import { startTestServer } from "../test-support/server/test-server.ts";\nexport const x = startTestServer;\n'),
    ).toHaveLength(0);
    expect(await boundaryErrors("lib/http/http-client.test.ts", 'import { memoryStorage } from "../../test-support/memory-storage.ts";\nexport const x = memoryStorage;\n')).toHaveLength(0);
  });

  test("allows scripts/ and the harness to import the server", async () => {
    expect(await boundaryErrors("scripts/build-server.ts", 'import { buildServer } from "../server/build-server.ts";\nexport const x = buildServer;\n')).toHaveLength(0);
    expect(await boundaryErrors("test-support/stories/story-frame.tsx", 'import { ApiError } from "@lib/http/index.ts";\nexport const x = ApiError;\n')).toHaveLength(0);
  });

  test("allows a repository to use Drizzle and the schema", async () => {
    expect(
      await boundaryErrors(
        "server/db/repositories/users-repository.ts",
        'import { eq } from "drizzle-orm";\nimport { users } from "../schema.ts";\nexport const x = [eq, users];\n',
      ),
    ).toHaveLength(0);
  });

  test("allows a feature to import the task pieces through their index.ts or home-setup.ts, lib/, ui/ and domain/", async () => {
    expect(
      await boundaryErrors(
        "features/dashboard/dashboard-screen.tsx",
        'import { useClock } from "@features/tasks/index.ts";\nimport { AppliancePicker } from "@features/tasks/home-setup.ts";\nimport { ApiError } from "@lib/http/index.ts";\nimport { Button } from "@ui/button/index.ts";\nimport { healthResponseSchema } from "@domain/contract/index.ts";\nexport const x = [useClock, AppliancePicker, ApiError, Button, healthResponseSchema];\n',
      ),
    ).toHaveLength(0);
  });

  test("allows a lib/ folder to import another through its index.ts, and app/ to import any feature", async () => {
    expect(await boundaryErrors("lib/session/auth-provider.tsx", 'import { resolveDataMode } from "@lib/http/index.ts";\nexport const x = resolveDataMode;\n')).toHaveLength(0);
    expect(await boundaryErrors("app/app-shell.tsx", 'import { loadCompletedScreen } from "@features/progress/index.ts";\nexport const x = loadCompletedScreen;\n')).toHaveLength(0);
  });

  test("allows a story to import mock-api and a feature to import domain", async () => {
    expect(
      await boundaryErrors(
        "features/task-guide/step-preview.stories.tsx",
        'import { healthHandlers } from "@mock-api/index.ts";\nimport { healthResponseSchema } from "@domain/contract/index.ts";\nexport const x = [healthHandlers, healthResponseSchema];\n',
      ),
    ).toHaveLength(0);
  });
});

describe("kebab-case file names", { timeout: 300_000 }, () => {
  test.each([
    ["a component named in PascalCase", "ui/button/ButtonGroup.tsx"],
    ["a module named in camelCase", "server/services/userExport.ts"],
    ["a folder named in camelCase", "features/appState/index.ts"],
    ["a name with an underscore", "domain/tasks/task_rules.ts"],
  ])("fails on %s", async (_name, filePath) => {
    const messages = await lintMessages(filePath, "export const x = 1;\n");
    expect(messages.filter((message) => message.ruleId === "house/kebab-case-file-names")).toHaveLength(1);
  });

  test("passes kebab-case names with more than one dot", async () => {
    for (const filePath of ["ui/number-stepper/number-stepper.stories.tsx", "test-support/fail-on-console.setup.ts", "server/routes/auth.int.test.ts"]) {
      const messages = await lintMessages(filePath, "export const x = 1;\n");
      expect(messages.filter((message) => message.ruleId === "house/kebab-case-file-names")).toHaveLength(0);
    }
  });
});
