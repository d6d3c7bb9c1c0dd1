import { existsSync } from "node:fs";
import path from "node:path";
import { startMailListener } from "./mail-listener.ts";
import { startServer } from "./server.ts";

/** One real server for the run, sending its e-mail over SMTP to a listener of the run; both addresses reach the workers through the environment. */
export default async function globalSetup() {
  const builtIndex = path.resolve(import.meta.dirname, "..", "dist", "web", "index.html");
  if (!existsSync(builtIndex)) throw new Error("No web build found: run `npm run build` before the end-to-end tests.");
  const mail = await startMailListener();
  const server = await startServer({ SMTP_URL: mail.smtpUrl });
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_MAILBOX_URL = mail.mailboxUrl;
  return async () => {
    await server.stop();
    await mail.close();
  };
}
