import { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { S3StorageConfig } from "../config.ts";
import { assertStorageKey, type FileStorage } from "./file-storage.ts";

/**
 * Files in an S3-compatible store (AWS S3, MinIO, Cloudflare R2, Garage…), one object per key in one
 * bucket. An object is written whole by one PutObject, so a reader never sees half of one. Checksums are
 * sent only where the API requires them: stores other than AWS refuse or mishandle the SDK's default
 * trailing checksums.
 */
export function createS3Storage(config: S3StorageConfig): FileStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint && { endpoint: config.endpoint }),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey && { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }),
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = config.bucket;

  async function list(prefix: string): Promise<string[]> {
    assertStorageKey(prefix, { prefix: true });
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys.sort();
  }

  return {
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        // In Node the SDK's body is a Readable (an IncomingMessage with the SDK's helpers mixed in).
        return object.Body instanceof Readable ? object.Body : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    // One DeleteObject per key rather than DeleteObjects: a home holds few files, and the batch call needs a
    // Content-MD5 or checksum header that S3-compatible stores do not all take alike.
    async deletePrefix(prefix) {
      for (const key of await list(prefix)) await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    list,
  };
}
