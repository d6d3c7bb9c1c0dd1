import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Requests to addresses people type in (an ntfy topic, a webhook) or their browser hands us (a push
 * endpoint): the server must not become a way into its own network (docs/decisions/081-notification-channels.md).
 */
export type OutboundPolicy = {
  /** ALLOW_PRIVATE_NOTIFICATION_URLS: loopback, private and link-local addresses allowed, and http on loopback. */
  allowPrivateAddresses: boolean;
  /** How long one whole exchange may take; `outboundTimeoutMs` unless a test needs less. */
  timeoutMs?: number;
};

/** A URL refused before any request is made; its message says why in words a person can act on. */
export class RefusedUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RefusedUrlError";
  }
}

/** A URL that passed the checks, with the address it resolved to: the request goes there and nowhere else. */
export type CheckedUrl = { url: URL; address: string; family: 4 | 6 };

export const outboundTimeoutMs = 5_000;
/** Enough for any error page worth reading; a receiver that sends more is cut off. */
export const maxResponseBytes = 64 * 1024;

/** Ranges a request may reach when the operator allows private addresses; never these others (no one host answers them). */
const neverReachable = new Set(["unspecified", "multicast", "broadcast"]);

function rangeOf(address: string): { range: string; loopback: boolean } {
  // `process` turns an IPv4-mapped IPv6 address (::ffff:10.0.0.1) back into the IPv4 one it carries.
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  return { range, loopback: range === "loopback" };
}

/**
 * Checks a URL a person gave: https (or http to a loopback address when the operator allows private
 * addresses), no credentials in it, and a host whose every address is public unicast unless allowed.
 * Resolves the host once; the request then goes to that address (no second lookup a DNS rebinding could change).
 */
export async function checkOutboundUrl(raw: string, policy: OutboundPolicy): Promise<CheckedUrl> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RefusedUrlError("The address is not a URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new RefusedUrlError("The address must start with https://");
  if (url.username || url.password) throw new RefusedUrlError("The address must not carry a user name or password; give an access token instead");
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  let resolved: { address: string; family: number }[];
  if (ipaddr.isValid(host)) {
    resolved = [{ address: host, family: host.includes(":") ? 6 : 4 }];
  } else {
    try {
      resolved = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new RefusedUrlError(`The host ${host} was not found`);
    }
  }
  if (resolved.length === 0) throw new RefusedUrlError(`The host ${host} was not found`);
  const ranges = resolved.map((entry) => rangeOf(entry.address));
  for (const { range } of ranges) {
    if (range === "unicast") continue;
    if (!policy.allowPrivateAddresses || neverReachable.has(range)) {
      throw new RefusedUrlError(`The address ${host} is on a private or reserved network (${range}), which this server does not send to`);
    }
  }
  if (url.protocol === "http:" && !(policy.allowPrivateAddresses && ranges.every((entry) => entry.loopback))) {
    throw new RefusedUrlError("The address must start with https://");
  }
  const first = resolved[0]!;
  return { url, address: ipaddr.process(first.address).toString(), family: ipaddr.process(first.address).kind() === "ipv6" ? 6 : 4 };
}

export type OutboundAnswer = { status: number; statusText: string; body: string };

/** A request that did not get an answer; `message` says why in words. */
export class OutboundFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OutboundFailure";
  }
}

/**
 * Sends one request to a checked URL: to its resolved address only, within 5 seconds for the whole
 * exchange, reading at most 64 KB of the answer, following no redirect.
 */
export function sendOutbound(
  target: CheckedUrl,
  request: { method: "POST"; headers: Record<string, string>; body: Buffer | string },
  timeoutMs: number = outboundTimeoutMs,
): Promise<OutboundAnswer> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const body = typeof request.body === "string" ? Buffer.from(request.body) : request.body;
  const transport = target.url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const signal = AbortSignal.timeout(timeoutMs);
    const outgoing = transport.request(
      target.url,
      {
        method: request.method,
        headers: { ...request.headers, "content-length": String(body.length), "user-agent": "Hearthkeep notifications" },
        lookup: pinned,
        signal,
        // One request, one connection: nothing pinned is kept for a later request to reuse.
        agent: false,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        let received = 0;
        const finish = () =>
          resolve({ status: answer.statusCode ?? 0, statusText: answer.statusMessage ?? "", body: Buffer.concat(chunks).toString("utf8") });
        answer.on("data", (chunk: Buffer) => {
          if (received >= maxResponseBytes) return;
          chunks.push(chunk.subarray(0, maxResponseBytes - received));
          received += chunk.length;
          if (received >= maxResponseBytes) {
            // The status is known and that is what counts; the rest of a large answer is not read.
            finish();
            answer.destroy();
          }
        });
        answer.on("end", finish);
        answer.on("error", () => finish());
      },
    );
    outgoing.on("error", (error: NodeJS.ErrnoException) => reject(new OutboundFailure(failureInWords(error, signal.aborted, timeoutMs))));
    outgoing.end(body);
  });
}

/** "no answer within 5 seconds". */
export function noAnswerWithin(timeoutMs: number): string {
  const seconds = timeoutMs / 1000;
  return `no answer within ${seconds} ${seconds === 1 ? "second" : "seconds"}`;
}

function failureInWords(error: NodeJS.ErrnoException, timedOut: boolean, timeoutMs: number): string {
  if (timedOut || error.name === "AbortError" || error.name === "TimeoutError") return noAnswerWithin(timeoutMs);
  switch (error.code) {
    case "ECONNREFUSED":
      return "the connection was refused";
    case "ECONNRESET":
      return "the connection was closed before an answer";
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return "the host could not be reached";
    default:
      if (error.code?.startsWith("ERR_TLS") || error.code?.includes("CERT")) return `the secure connection failed (${error.code})`;
      return error.message || "the request failed";
  }
}
