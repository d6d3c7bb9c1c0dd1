import S3rver from "s3rver";
import type { S3StorageConfig } from "../../server/config.ts";

export type S3TestServer = { config: S3StorageConfig; close(): Promise<void> };

/**
 * An S3-compatible server in this process (s3rver, on a free port of 127.0.0.1, keeping its objects in
 * `folder`), with one bucket, and the storage config that reaches it: the S3 driver is tested against a
 * real S3 API without the internet (docs/decisions/079-document-storage.md).
 */
export async function startS3Server(folder: string, bucket = "hearthkeep-documents"): Promise<S3TestServer> {
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: folder, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    // s3rver takes any signature; these keys only keep the SDK from looking for credentials elsewhere.
    config: { kind: "s3", bucket, endpoint: `http://127.0.0.1:${port}`, region: "us-east-1", accessKeyId: "S3RVER", secretAccessKey: "S3RVER", forcePathStyle: true },
    close: () => server.close(),
  };
}
