/**
 * Bundles the server (server/build-server.ts):
 *
 *   node scripts/build-server.ts [OUTDIR]    builds into OUTDIR (dist/server by default)
 */
import path from "node:path";
import { buildServer, defaultServerOutdir } from "../server/build-server.ts";

const outdir = process.argv[2] ? path.resolve(process.argv[2]) : defaultServerOutdir;
await buildServer(outdir);
