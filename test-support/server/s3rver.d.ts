// s3rver ships no types: what the tests use of it (test-support/server/s3-server.ts).
declare module "s3rver" {
  import type { AddressInfo } from "node:net";
  type S3rverOptions = { port?: number; address?: string; silent?: boolean; directory: string; configureBuckets?: { name: string }[] };
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
