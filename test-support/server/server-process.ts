import { spawn } from "node:child_process";
import { EventEmitter } from "node:events";
import path from "node:path";
import { inject } from "vitest";
import { serverNodeFlags } from "../../server/build-server.ts";

const root = path.resolve(import.meta.dirname, "..", "..");

/** The server this test run built (test-support/server/built-server.global-setup.ts), as `npm start` runs it. */
export const builtServerEntry = () => inject("builtServerEntry");

export type ServerProcess = {
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  kill(signal: NodeJS.Signals): Promise<number | string>;
  /** Emits "output" whenever the process writes. */
  events: EventEmitter;
};

/**
 * Runs the real server (`server/main.ts` built as `npm start` builds it, or the build at `entry`) as its
 * own process, as an operator would: for what only a whole process shows (locks, signals, a port in use, kill -9).
 */
export function spawnServer(env: Record<string, string>, { entry = builtServerEntry() }: { entry?: string } = {}): ServerProcess {
  // The embedded database unless the test says otherwise, whatever database the test run itself uses.
  const { DATABASE_URL: _runDatabase, ...inherited } = process.env;
  return spawnBuiltServer({ ...inherited, NODE_ENV: "test", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env }, root, entry);
}

/**
 * Runs the built server with exactly this environment, nothing inherited, in `cwd` (where its default
 * folders, `./.data` and `./dist/web`, then are): the server as a bare `npm start` runs it.
 */
export function spawnBareServer(env: Record<string, string>, cwd: string): ServerProcess {
  return spawnBuiltServer(env, cwd, builtServerEntry());
}

function spawnBuiltServer(env: NodeJS.ProcessEnv, cwd: string, entry: string): ServerProcess {
  const child = spawn(process.execPath, [...serverNodeFlags, entry], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const events = new EventEmitter();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    events.emit("output");
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exited = new Promise<number | string>((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")));
  return {
    pid: child.pid!,
    output: () => output,
    events,
    exited,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Waits until the server has written `text`; fails with its output if it exits first. */
export function outputOf(server: ServerProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!server.output().includes(text)) return false;
      server.events.off("output", check);
      resolve();
      return true;
    };
    if (check()) return;
    server.events.on("output", check);
    void server.exited.then((exit) => {
      if (!check()) reject(new Error(`The server exited (${exit}) before writing ${text}:\n${server.output()}`));
    });
  });
}

/** Waits until the server says it listens, and answers its address; fails with its output if it exits first. */
export function listeningAddress(server: ServerProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = /HEARTHKEEP_LISTENING port=(\d+)/.exec(server.output());
      if (!match) return false;
      server.events.off("output", check);
      resolve(`http://127.0.0.1:${match[1]}`);
      return true;
    };
    if (check()) return;
    server.events.on("output", check);
    void server.exited.then((exit) => {
      if (!check()) reject(new Error(`The server exited (${exit}) before listening:\n${server.output()}`));
    });
  });
}
