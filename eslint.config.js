// @ts-check
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import storybook from "eslint-plugin-storybook";
import globals from "globals";

const featureNames = readdirSync("features").filter((name) => statSync(`features/${name}`).isDirectory());
const libNames = readdirSync("lib").filter((name) => statSync(`lib/${name}`).isDirectory());
/** The one feature others may import (through its index.ts): the task views, cache and mutations several screens share. */
const sharedFeature = "tasks";

/** The folders of the product, and those of the harness that sits above it (docs/architecture.md, "Who may import whom"). */
const productFolders = ["domain", "ui", "lib", "features", "app", "server", "mock-api"];
const harnessFolders = ["./.storybook", "./test-support", "./scripts", "./e2e", "./visual", "./bench"];

/**
 * The import table of docs/architecture.md as zones of import-x/no-restricted-paths: each zone forbids files
 * under `target` to import files under `from`. Stories and tests may also import mock-api/.
 */
function boundaryZones({ mockApiAllowed }) {
  const zones = [
    { target: "./domain", from: ["./ui", "./lib", "./features", "./app", "./server", "./mock-api", "./e2e", "./bench", "./scripts"], message: "domain/ is pure: it imports nothing outside itself." },
    { target: "./ui", from: ["./lib", "./features", "./app", "./server", "./mock-api", "./domain"], message: "ui/ knows no product: it imports no lib, features, app, server, mock-api or domain." },
    { target: "./lib", from: ["./features", "./app", "./server"], message: "lib/ is below the features: it imports no feature, app or server." },
    { target: "./features", from: ["./app", "./server"], message: "A feature never imports app/ or server/." },
    { target: "./app", from: ["./server"], message: "app/ never imports server/." },
    { target: "./mock-api", from: ["./ui", "./lib", "./features", "./app", "./server"], message: "mock-api/ builds on domain/ only." },
    { target: "./server", from: ["./ui", "./lib", "./features", "./app", "./mock-api"], message: "server/ imports domain/ and its own files only." },
  ];
  if (!mockApiAllowed) {
    // The harness (story frames, test helpers, Storybook's config, scripts, e2e, screenshots, benchmarks) sits
    // above the product: it imports product code, and product code imports it only from its tests and stories.
    for (const product of productFolders) {
      zones.push({ target: `./${product}`, from: harnessFolders, message: `${product}/ is product code: only its tests and stories import the harness (${harnessFolders.join(", ")}).` });
    }
    zones.push(
      { target: "./features", from: ["./mock-api"], message: "Only stories and tests import mock-api/." },
      { target: "./lib", from: ["./mock-api"], message: "Only stories and tests import mock-api/." },
      { target: "./app", from: ["./mock-api"], except: [], message: "Only stories, tests and the dev-only MSW switch import mock-api/." },
    );
  }
  // Features are cut by noun and import no other feature, except the shared task pieces through their face
  // (docs/decisions/071-lib-below-features.md); whatever else two features need lives in lib/ or is composed in app/.
  for (const feature of featureNames) {
    for (const other of featureNames) {
      if (feature === other) continue;
      if (other === sharedFeature) {
        zones.push({
          target: `./features/${feature}`,
          from: `./features/${other}`,
          except: ["./index.ts", "./home-setup.ts"],
          message: `A feature imports features/${other} only through its index.ts (or home-setup.ts, what the set-up screens share).`,
        });
      } else {
        zones.push({
          target: `./features/${feature}`,
          from: `./features/${other}`,
          message: `A feature imports no other feature but features/${sharedFeature}: move the shared piece to features/${sharedFeature} or lib/, or compose the two in app/.`,
        });
      }
    }
  }
  for (const folder of libNames) {
    for (const other of libNames) {
      if (folder === other) continue;
      zones.push({
        target: `./lib/${folder}`,
        from: `./lib/${other}`,
        except: ["./index.ts"],
        message: `A lib/ folder imports another only through its index.ts (lib/${other}/index.ts).`,
      });
    }
  }
  return zones;
}

/**
 * The house rule "file names are kebab-case": every folder and file name below the project, up to its
 * first dot, is lower-case words joined by hyphens (`number-stepper.stories.tsx`, `fail-on-console.setup.ts`).
 */
const kebabCaseFileNames = {
  meta: {
    type: "suggestion",
    messages: { notKebabCase: "File and folder names are kebab-case (lower-case words joined by hyphens): rename \"{{name}}\"." },
    schema: [],
  },
  create(context) {
    const relative = path.relative(context.cwd, context.filename);
    const names = relative.split(path.sep).filter((name) => name !== "" && name !== ".." && !name.startsWith("."));
    const offending = names.find((name) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name.split(".")[0] ?? ""));
    return {
      Program(node) {
        if (offending) context.report({ node, messageId: "notKebabCase", data: { name: offending } });
      },
    };
  },
};

const testAndStoryFiles = ["**/*.stories.tsx", "**/*.stories.ts", "**/*.test.ts", "**/*.test.tsx", ".storybook/**", "app/dev/**"];

/*
 * Radix's parts are imported by their own paths (radix-ui/dialog), so the build's first-load chunks, which
 * follow imports, see the modules the bundler keeps (docs/decisions/028-few-large-chunks-on-the-first-load.md).
 */
const radixIndex = { name: "radix-ui", message: 'Import the Radix part by its own path: import * as DialogPrimitive from "radix-ui/dialog".' };

export default tseslint.config(
  {
    ignores: ["node_modules/", "dist/", "storybook-static/", "coverage/", "test-results/", "playwright-report/", "public/mockServiceWorker.js", "server/db/migrations/", "bench/results/", ".data/", ".tools/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { "import-x": importX, house: { rules: { "kebab-case-file-names": kebabCaseFileNames } } },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: boundaryZones({ mockApiAllowed: false }) }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-explicit-any": "error",
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
      "house/kebab-case-file-names": "error",
    },
  },
  {
    // The server's layers: routes → services → repositories, and only repositories use Drizzle and the schema.
    files: ["server/**/*.ts"],
    ignores: ["server/db/**", "server/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^drizzle-orm(/|$)", message: "Only server/db/repositories/ use Drizzle: put the query in a repository and call it." },
            { regex: "(^|/)db/schema(\\.ts)?$|(^|/)db/schema/", message: "Only server/db/repositories/ read the database schema: put the query in a repository and call it." },
          ],
        },
      ],
    },
  },
  {
    files: ["domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(?!\\.|zod(/|$)|date-fns(/|$)|@domain/).*", message: "domain/ may import only zod, date-fns and its own files." }] },
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: "domain/ takes \"now\" as an argument." },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: "domain/ takes \"now\" as an argument." },
        { selector: "MemberExpression[object.name='console']", message: "domain/ reports through return values, never the console." },
      ],
    },
  },
  {
    // Tests of domain/ also import their test runner.
    files: ["domain/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(?!\\.|zod(/|$)|date-fns(/|$)|@domain/|vitest$).*", message: "domain/ may import only zod, date-fns and its own files." }] },
      ],
    },
  },
  {
    files: ["{ui,app}/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: [radixIndex] }] },
  },
  {
    files: ["{features,lib}/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [radixIndex], patterns: [{ regex: "^@(features|lib)/(?!tasks/home-setup\\.ts$)[^/]+/(?!index\\.ts$).+", message: "Import another feature or lib/ folder through its index.ts (features/tasks also through home-setup.ts)." }] },
      ],
    },
  },
  {
    files: ["{ui,lib,features,app}/**/*.tsx", ".storybook/**/*.tsx", "test-support/**/*.tsx"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["{ui,lib,features,app}/**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
  },
  ...storybook.configs["flat/recommended"],
  { files: ["**/*.js"], ...tseslint.configs.disableTypeChecked },
  {
    files: testAndStoryFiles,
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: boundaryZones({ mockApiAllowed: true }) }],
    },
  },
  {
    files: ["e2e/**/*.ts", "visual/**/*.ts", "scripts/**/*.ts", "bench/**/*.ts", "server/**/*.ts", "test-support/**/*.ts", "*.ts"],
    rules: { "no-console": "off", "no-empty-pattern": "off" },
  },
);
