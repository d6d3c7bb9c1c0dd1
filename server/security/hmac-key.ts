/**
 * An HS256 key for jose, imported once on first use. Given the raw secret, jose imports it into a
 * CryptoKey on every sign and every verify: one more WebCrypto job on Node's thread pool each time.
 */
export function hmacKeyOnFirstUse(secret: Uint8Array<ArrayBuffer>): () => Promise<CryptoKey> {
  let key: Promise<CryptoKey> | undefined;
  return () => (key ??= crypto.subtle.importKey("raw", secret, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]));
}
