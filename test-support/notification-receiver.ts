import { createECDH, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One request a receiver got, as it came. */
export type Received = { path: string; headers: IncomingMessage["headers"]; body: Buffer };

/**
 * A local HTTP server standing in for a push service, an ntfy server or a webhook receiver: records each
 * request and answers with the status `answer` gives (201 unless told). It listens on 127.0.0.1, which the
 * server sends to only when the operator allows private addresses (ALLOW_PRIVATE_NOTIFICATION_URLS).
 */
export type Receiver = { url: string; received: Received[]; answer: (request: Received) => number; close(): Promise<void> };

export async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = { url: "", received: [], answer: () => 201, close: () => Promise.resolve() };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request = { path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) };
      receiver.received.push(request);
      res.statusCode = receiver.answer(request);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  receiver.close = () => new Promise((resolve) => server.close(() => resolve()));
  return receiver;
}

/** A push subscription as a browser hands it to the app (PushSubscription.toJSON()). */
export type SubscriptionJson = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };

/**
 * A browser's push subscription with real P-256 keys and auth secret, made here, so what the server
 * encrypts to it can be read: the test plays the browser's side of RFC 8291.
 */
export function browserSubscription(endpoint: string): { json: SubscriptionJson; decrypt(body: Buffer): string } {
  const ecdh = createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    json: { endpoint, expirationTime: null, keys: { p256dh: publicKey.toString("base64url"), auth: authSecret.toString("base64url") } },
    /** RFC 8291 / RFC 8188 (aes128gcm), one record, done here with node's crypto alone. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverPublicKey = body.subarray(21, 21 + idLength);
      const cipherText = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverPublicKey);
      const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), publicKey, serverPublicKey]);
      const ikm = Buffer.from(hkdfSync("sha256", shared, authSecret, keyInfo, 32));
      const key = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
      const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
      const decipher = createDecipheriv("aes-128-gcm", key, nonce);
      decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
      const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02, then any zero padding.
      const end = padded.lastIndexOf(2);
      return padded.subarray(0, end).toString("utf8");
    },
  };
}
