import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

export type RunningServer = { baseURL: string; dataDir: string; stop(): Promise<void> };

const root = path.resolve(import.meta.dirname, "..");

/** Starts the real built server on a free port with a fresh temporary DATA_DIR. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "hearthkeep-e2e-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", path.join(root, "server", "main.ts")], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "test", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", SIGNUPS_PER_IP_PER_HOUR: "1000", SIGN_INS_PER_IP_PER_15_MINUTES: "1000", REFRESHES_PER_IP_PER_15_MINUTES: "5000", ...extraEnv },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    // A fresh embedded database is created at the first start: seconds when idle, minutes on a busy machine.
    const timer = setTimeout(() => reject(new Error(`The server did not start within 5 minutes:\n${output}`)), 300_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /HEARTHKEEP_LISTENING port=(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with code ${code} before listening:\n${output}`));
    });
  });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
