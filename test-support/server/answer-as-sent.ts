import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

export type AnswerAsSent = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/**
 * A request whose answer's body arrives as the server sent it, compressed or not: fetch would decompress
 * it, and tests of what the server compresses need the bytes.
 */
export function answerAsSent(url: string, headers: Record<string, string>, method = "GET"): Promise<AnswerAsSent> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (response) => {
      const parts: Buffer[] = [];
      response.on("data", (part: Buffer) => parts.push(part));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}
