/**
 * `npm run dev`: the API server in watch mode on API_PORT (default 3001), in development mode (stack
 * traces in 500 answers, the development helpers), and the Vite dev server with hot reload on PORT
 * (default 5173), which proxies /api to it. Links in e-mails point at the Vite server, where the app is.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const apiPort = process.env.API_PORT ?? "3001";
const appPort = process.env.PORT ?? "5173";
const children: ChildProcess[] = [];

function start(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  child.on("exit", (code) => {
    stopAll();
    process.exit(code ?? 0);
  });
  children.push(child);
}

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
}

start(process.execPath, ["--watch", "--import", "tsx", "server/main.ts"], {
  NODE_ENV: "development",
  PORT: apiPort,
  HOST: "127.0.0.1",
  APP_URL: process.env.APP_URL ?? `http://localhost:${appPort}`,
});
start(process.execPath, [path.join(root, "node_modules", "vite", "bin", "vite.js"), "--port", appPort], {
  API_PROXY_TARGET: `http://127.0.0.1:${apiPort}`,
});

process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
