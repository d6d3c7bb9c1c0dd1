import { createHash } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { build, defineConfig, runnerImport, type Plugin, type Rolldown } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";
import { APP_CODE_META, APP_PAGE_FILE, LANDING_PATH, LISTED_PAGES_DIR, PAGE_CODE_META, PAINTED_BY_BUILD_ATTRIBUTE, PRERENDER_HIDDEN_ATTRIBUTE } from "./app/prerender-markers.ts";
import type { renderLandingPage, renderSessionCheckPage } from "./app/prerender.tsx";
import { CATALOG_TASKS } from "./domain/catalog/tasks.ts";
import { GUIDE_DRAWINGS_CACHE } from "./domain/entities/browser-storage-names.ts";
import { LANDING_DESCRIPTION, LANDING_TITLE } from "./lib/page-meta/page-meta.ts";
import { pathAliases } from "./path-aliases.ts";
import { firstLoadChunks } from "./scripts/first-load-chunks.ts";

const apiTarget = process.env.API_PROXY_TARGET ?? "http://127.0.0.1:3001";
const root = import.meta.dirname;
/* Read from package.json itself: npm_package_version exists only when the build runs through an npm script. */
const appVersion = (JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string }).version;
/*
 * The catalogue's guides, one per entry, counted at the build: the landing page states the real figure
 * (features/public-site/catalogue-size.ts) without carrying the catalogue to every visitor.
 */
const define = { __APP_VERSION__: JSON.stringify(appVersion), __CATALOGUE_GUIDE_COUNT__: JSON.stringify(CATALOG_TASKS.length) };

/** `&`, quotes and angle brackets as HTML entities, for text put into an attribute or element. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#39;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Fills index.html's `%LANDING_TITLE%` and `%LANDING_DESCRIPTION%` from the landing feature's own
 * constants, so the title and description a crawler reads are the ones the page sets once it runs.
 */
function landingHeadTags(): Plugin {
  const values: Record<string, string> = { LANDING_TITLE, LANDING_DESCRIPTION };
  return {
    name: "hearthkeep:landing-head-tags",
    transformIndexHtml: {
      order: "pre",
      handler: (html) => html.replace(/%(LANDING_TITLE|LANDING_DESCRIPTION)%/g, (_match, key: string) => escapeHtml(values[key] ?? "")),
    },
  };
}

type PrerenderModule = { renderLandingPage: typeof renderLandingPage; renderSessionCheckPage: typeof renderSessionCheckPage };

/** The script files the given modules need to run: each one's chunk and every chunk it imports, however deep. */
function filesToRun(bundle: Rolldown.OutputBundle, modules: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === "chunk");
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(imported);
  };
  for (const module of modules) {
    // A module imported by others too may share a chunk rather than have its own.
    const id = path.join(root, module);
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id) ?? chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`The build has no chunk for ${module}, whose files index.html lists.`);
    visit(chunk.fileName);
  }
  return [...files];
}

/**
 * The pages whose code the entry asks for at once, beside the app's start, when the page is opened
 * directly (app/main.tsx, docs/decisions/027-early-session-and-data-requests.md): the modules their first
 * paint runs, which the app would otherwise only ask for one after the other as each one runs.
 */
const PAGE_CODE: Readonly<Record<string, readonly string[]>> = {
  // The landing page fetches its own code ahead with the app's start (app/start-on-intent.ts).
  [LANDING_PATH]: ["features/public-site/landing-page.tsx"],
  "/dashboard": ["app/app-shell.tsx", "app/dashboard-page.tsx", "lib/http/response-rules.ts"],
};

/**
 * The first load's chunks (scripts/first-load-chunks.ts, docs/decisions/028-few-large-chunks-on-the-first-load.md):
 * React's renderer, loaded as a stage of its own (app/main.tsx); the app's start, which every address runs
 * (named after its module, by which the end-to-end tests know the app's code); what the landing page and the signed-in pages
 * both use (the kit's cards, badges, icons); the landing page; the signed-in layout with the dashboard, which
 * the layout imports for the offline queue. A page not listed (settings, the task guide) keeps chunks of its
 * own, which import these.
 */
const chunks = firstLoadChunks({
  root,
  entry: "app/main.tsx",
  chunks: [
    { name: "react", roots: ["app/react-renderer.ts"] },
    { name: "start-app", roots: ["app/start-app.tsx"] },
    { name: "landing", roots: ["features/public-site/landing-page.tsx"] },
    { name: "signed-in", roots: ["app/app-shell.tsx", "app/dashboard-page.tsx", "lib/http/response-rules.ts"] },
  ],
  beforeShared: 2,
  shared: { name: "page-kit", between: "landing", and: ["signed-in"] },
});

/**
 * Renders the landing page into the built index.html, so `/` paints from the HTML alone and the app
 * hydrates it (app/main.tsx). Every address is served this same file, so a small script in the head, run
 * before the body arrives, hides the landing markup wherever the address is not `/`; a classic script
 * file, since the Content-Security-Policy allows no inline script.
 */
function prerenderLandingPage(): Plugin {
  const gateSource = `location.pathname!==${JSON.stringify(LANDING_PATH)}&&document.documentElement.setAttribute(${JSON.stringify(PRERENDER_HIDDEN_ATTRIBUTE)},"");\n`;
  const gateFile = `assets/landing-gate-${createHash("sha256").update(gateSource).digest("base64url").slice(0, 8)}.js`;
  const appHtml = path.join(root, "index.html");
  // Storybook's build reads this config too; only the app's own index.html is pre-rendered.
  let buildingApp = false;
  let landingRoot: string | undefined;
  let sessionCheckRoot: string | undefined;
  /** For each listed page but the landing page: the files its first paint runs, the app's start included. */
  const listedPageCode = new Map<string, string[]>();
  return {
    name: "hearthkeep:prerender-landing",
    apply: "build",
    /**
     * `app.html`: index.html without the landing page's markup, which the server sends for every other
     * address (server/app.ts): they never show that markup, which is five sixths of the page's bytes and
     * would only be parsed to be thrown away (docs/decisions/027-early-session-and-data-requests.md).
     */
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const index = bundle["index.html"];
        if (!buildingApp || landingRoot === undefined || sessionCheckRoot === undefined || index?.type !== "asset") return;
        const html = String(index.source);
        const gateTag = `<script src="/${gateFile}"></script>`;
        if (!html.includes(landingRoot) || !html.includes(gateTag)) throw new Error("The built index.html lost the landing page's markup or gate: app.html cannot be made from it.");
        // Without the landing page's markup there is nothing to hide, and the session check shows at once.
        const appPage = html.replace(gateTag, "").replace(landingRoot, sessionCheckRoot);
        this.emitFile({ type: "asset", fileName: APP_PAGE_FILE, source: appPage });
        // A listed page's copy names its code in the head, so the browser asks for it with the page's first
        // bytes rather than once the entry has run and painted (decision 030). The entry still adds the same
        // links (app/main.tsx), which the browser then finds already fetched.
        if (listedPageCode.size > 0 && !appPage.includes("</head>")) throw new Error("app.html has no </head> to list a page's code in.");
        for (const [address, files] of listedPageCode) {
          const links = files.map((file) => `<link rel="modulepreload" href="/${escapeHtml(file)}">`).join("");
          this.emitFile({ type: "asset", fileName: `${LISTED_PAGES_DIR}${address}.html`, source: appPage.replace("</head>", `${links}</head>`) });
        }
      },
    },
    buildStart(options) {
      const inputs = typeof options.input === "string" ? [options.input] : Object.values(options.input ?? {});
      buildingApp = inputs.some((input) => path.resolve(root, input) === appHtml);
      if (buildingApp) this.emitFile({ type: "asset", fileName: gateFile, source: gateSource });
    },
    transformIndexHtml: {
      order: "post",
      async handler(html, context) {
        if (!buildingApp || path.resolve(root, context.filename) !== appHtml) return html;
        const { module } = await runnerImport<PrerenderModule>("/app/prerender.tsx", {
          configFile: false,
          root,
          mode: "production",
          logLevel: "error",
          resolve: { alias: pathAliases },
          define,
        });
        const markup = await module.renderLandingPage();
        const emptyRoot = '<div id="root"></div>';
        if (!html.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot} to render the landing page into.`);
        // The entry's own chunks are already on the page; the list is what the app's start adds.
        const entryFiles = new Set([context.chunk?.fileName, ...(context.chunk?.imports ?? [])]);
        const appCode = filesToRun(context.bundle ?? {}, ["app/start-app.tsx"]).filter((file) => !entryFiles.has(file));
        listedPageCode.clear();
        const pageCode = Object.entries(PAGE_CODE).map(([address, modules]) => {
          const files = filesToRun(context.bundle ?? {}, modules).filter((file) => !entryFiles.has(file) && !appCode.includes(file));
          if (address !== LANDING_PATH) listedPageCode.set(address, [...appCode, ...files]);
          return { tag: "meta", attrs: { name: PAGE_CODE_META, "data-address": address, content: files.map((file) => `/${file}`).join(" ") }, injectTo: "head" as const };
        });
        landingRoot = `<div id="root">${markup}</div>`;
        sessionCheckRoot = `<div id="root" ${PAINTED_BY_BUILD_ATTRIBUTE}>${await module.renderSessionCheckPage()}</div>`;
        return {
          html: html.replace(emptyRoot, landingRoot),
          tags: [
            { tag: "script", attrs: { src: `/${gateFile}` }, injectTo: "head-prepend" },
            { tag: "meta", attrs: { name: APP_CODE_META, content: appCode.map((file) => `/${file}`).join(" ") }, injectTo: "head" },
            ...pageCode,
          ],
        };
      },
    },
  };
}

/**
 * The chunks holding the password estimator's dictionaries (about 1.6 MB, lib/password-strength/password-strength.ts):
 * they serve only sign-up and password changes, which need the server anyway, so the service worker does
 * not make every visitor download them. Found by the modules inside, since the chunk names carry no hint.
 */
function passwordDictionaryChunks(): { plugin: Plugin; fileNames: Set<string> } {
  const fileNames = new Set<string>();
  return {
    fileNames,
    plugin: {
      name: "hearthkeep:password-dictionary-chunks",
      apply: "build",
      generateBundle(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === "chunk" && output.moduleIds.some((id) => id.includes("/@zxcvbn-ts/language-"))) fileNames.add(output.fileName);
        }
      },
    },
  };
}

/**
 * The service worker (docs/decisions/020-service-worker.md): the app shell is precached so the app opens
 * without a network; guide drawings are kept once seen; API answers never pass through it. It asks before
 * a new version takes over (`prompt`), and the app registers it itself after the page has loaded
 * (lib/service-worker/service-worker.ts), so nothing is added to the landing page's first load. Storybook and
 * Vitest read this config too: neither gets a worker (Storybook has MSW's own).
 */
function serviceWorker(): Plugin[] {
  const dictionaries = passwordDictionaryChunks();
  const push = pushHandler();
  const pwa = VitePWA({
    disable: process.env.STORYBOOK === "true" || process.env.VITEST !== undefined,
    registerType: "prompt",
    injectRegister: false,
    // public/manifest.webmanifest, linked from index.html, stays the app's manifest.
    manifest: false,
    strategies: "generateSW",
    filename: "sw.js",
    devOptions: { enabled: false },
    workbox: {
      globPatterns: ["index.html", "theme-boot.js", "manifest.webmanifest", "favicon.svg", "favicon-32x32.png", "apple-touch-icon.png", "icon-*.png", "assets/**/*.{js,css,woff2}"],
      manifestTransforms: [(entries) => ({ manifest: entries.filter((entry) => !dictionaries.fileNames.has(entry.url)), warnings: [] })],
      // One file to serve without caching (server/app.ts), rather than the worker plus a hashed runtime.
      inlineWorkboxRuntime: true,
      // Web Push: shows pushes and opens the app on a click (docs/decisions/091-push-in-the-service-worker.md).
      importScripts: [push.fileName],
      // Like the app's scripts, the worker names no source map (a production server does not serve them).
      sourcemap: false,
      // The first visit's page is controlled at once, so chunks it loads later come from the precache offline.
      clientsClaim: true,
      skipWaiting: false,
      cleanupOutdatedCaches: true,
      // Every app address is index.html (server/app.ts); API calls, the calendar feed and files are not pages.
      navigateFallback: "/index.html",
      navigateFallbackDenylist: [/^\/api(\/|$)/, /\/[^/?]+\.[^/?]+$/],
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/guides/"),
          handler: "CacheFirst",
          options: {
            cacheName: GUIDE_DRAWINGS_CACHE,
            // The drawings keep their names when redrawn (server/app.ts caches them a day): a month, then fetched again.
            expiration: { maxEntries: 150, maxAgeSeconds: 30 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
  return [dictionaries.plugin, push.plugin, ...pwa];
}

/**
 * The service worker's push handler (lib/service-worker/push-handler-worker.ts), bundled on its own into
 * one classic script, as `importScripts` needs, beside sw.js. It is not precached: the browser keeps a
 * worker's imported scripts with the worker and checks them for changes when it checks sw.js, which the
 * server sends, like this file, without caching (server/app.ts).
 */
function pushHandler(): { fileName: string; plugin: Plugin } {
  // server/app.ts names it too, to send it without caching.
  const fileName = "push-handler.js";
  return {
    fileName,
    plugin: {
      name: "hearthkeep:push-handler",
      apply: "build",
      async generateBundle() {
        if (process.env.STORYBOOK === "true") return;
        const built = await build({
          configFile: false,
          logLevel: "warn",
          resolve: { alias: pathAliases },
          build: {
            write: false,
            minify: true,
            lib: { entry: path.join(root, "lib/service-worker/push-handler-worker.ts"), formats: ["iife"], name: "hearthkeepPush", fileName: () => fileName },
            rolldownOptions: {
              output: {
                // The worker parses pushes with zod, which would probe for eval, forbidden by the
                // Content-Security-Policy, before its first schema (as app/zod-config.ts explains for the page).
                banner: "globalThis.__zod_globalConfig={...globalThis.__zod_globalConfig,jitless:true};",
              },
            },
          },
        });
        // Not watching, so the answer is the build's output (one, for the one format).
        const [result] = Array.isArray(built) ? built : [built as Rolldown.RolldownOutput];
        const output = result?.output.find((file) => file.fileName === fileName);
        if (!output || output.type !== "chunk") throw new Error("The push handler was not built");
        this.emitFile({ type: "asset", fileName, source: output.code });
      },
    },
  };
}

/**
 * Every script and stylesheet also written compressed at the build, Brotli at its highest level and gzip,
 * which the server sends as they are (server/app.ts, docs/decisions/029-compressed-at-the-build.md): a
 * phone receives about 14% less than from compression on the fly, which can only afford a fast level.
 * Not for Storybook's build, which reads this config too: its files are served to test tools, never to phones.
 */
const compressedCopies =
  process.env.STORYBOOK === "true" ? null : compression({ include: /\.(js|css)$/, exclude: /mockServiceWorker\.js$/, algorithms: ["brotliCompress", "gzip"], threshold: 1024, logLevel: "silent" });

/**
 * React Router publishes only its development build under the conditions a bundler asks for; its production
 * build, beside it, is the same code with the development warnings switched off, so they and the checks
 * behind them leave the phone's first load (docs/decisions/104-dashboard-first-paint-on-a-slow-phone.md).
 * For builds only: tests and the development server keep the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const productionEntry = path.join(root, "node_modules", "react-router", "dist", "production", "index.mjs");
  return {
    name: "hearthkeep:react-router-production",
    apply: "build",
    enforce: "pre",
    resolveId(source) {
      return source === "react-router" ? productionEntry : null;
    },
  };
}

/**
 * MSW's worker sits in public/ for Storybook (package.json `msw.workerDirectory`), so the app's build copies
 * it too; it is taken out of the app's build, which homeowners get (the server refuses it as well, server/app.ts).
 */
function withoutMockApiWorker(): Plugin | null {
  if (process.env.STORYBOOK === "true") return null;
  let outDir = "";
  return {
    name: "hearthkeep:without-mock-api-worker",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      rmSync(path.join(outDir, "mockServiceWorker.js"), { force: true });
    },
  };
}

export default defineConfig({
  plugins: [reactRouterProductionBuild(), react(), tailwindcss(), landingHeadTags(), prerenderLandingPage(), serviceWorker(), chunks.plugin, compressedCopies, withoutMockApiWorker()],
  resolve: { alias: pathAliases },
  define,
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    // Written beside the scripts for debugging and error trackers, but not named in them; the server
    // serves them in production only with SERVE_SOURCE_MAPS=true (README, Configuration).
    sourcemap: "hidden",
    rolldownOptions: {
      output: {
        // Each group already holds its modules' dependencies, less those of the entry, which must stay in it.
        codeSplitting: { groups: chunks.groups, includeDependenciesRecursively: false },
      },
    },
  },
  server: {
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
});
