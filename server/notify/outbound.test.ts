import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, test } from "vitest";
import { loadConfig } from "../config.ts";
import { checkOutboundUrl, maxResponseBytes, noAnswerWithin, OutboundFailure, outboundTimeoutMs, RefusedUrlError, sendOutbound } from "./outbound.ts";
import { deviceLabel } from "./device-label.ts";

const closed = { allowPrivateAddresses: false };
const open = { allowPrivateAddresses: true };

describe("checkOutboundUrl", () => {
  test.each([
    ["http://203.0.113.9/hook", "plain http"],
    ["ftp://example.com/hook", "another scheme"],
    ["https://user:pass@93.184.215.14/hook", "credentials in the URL"],
    ["https://127.0.0.1/hook", "loopback"],
    ["https://127.8.9.10/hook", "loopback beyond .1"],
    ["https://10.20.30.40/hook", "10/8"],
    ["https://172.16.5.4/hook", "172.16/12"],
    ["https://192.168.0.10/hook", "192.168/16"],
    ["https://100.64.0.1/hook", "carrier-grade NAT"],
    ["https://169.254.169.254/latest/meta-data", "link-local (cloud metadata)"],
    ["https://0.0.0.0/hook", "the unspecified address"],
    ["https://[::1]/hook", "IPv6 loopback"],
    ["https://[fd12:3456::1]/hook", "IPv6 unique local"],
    ["https://[fe80::1]/hook", "IPv6 link-local"],
    ["https://[::ffff:192.168.1.1]/hook", "IPv4 inside IPv6"],
    ["https://localhost/hook", "a name that resolves to loopback"],
    ["https://2130706433/hook", "loopback written as one number"],
  ])("refuses %s (%s)", async (url) => {
    await expect(checkOutboundUrl(url, closed)).rejects.toBeInstanceOf(RefusedUrlError);
  });

  test("accepts a public https address and keeps the address it checked", async () => {
    const checked = await checkOutboundUrl("https://93.184.215.14/topic", closed);
    expect(checked).toMatchObject({ address: "93.184.215.14", family: 4 });
  });

  test("with private addresses allowed, takes loopback and private ones, and http on loopback only", async () => {
    await expect(checkOutboundUrl("https://10.0.0.5/topic", open)).resolves.toMatchObject({ address: "10.0.0.5" });
    await expect(checkOutboundUrl("http://127.0.0.1:8080/topic", open)).resolves.toMatchObject({ address: "127.0.0.1" });
    await expect(checkOutboundUrl("http://10.0.0.5/topic", open)).rejects.toBeInstanceOf(RefusedUrlError);
    await expect(checkOutboundUrl("https://0.0.0.0/topic", open)).rejects.toBeInstanceOf(RefusedUrlError);
    await expect(checkOutboundUrl("https://224.0.0.1/topic", open)).rejects.toBeInstanceOf(RefusedUrlError);
  });
});

describe("sendOutbound", () => {
  test("connects to the checked address whatever the name says (no second lookup), and reads at most 64 KB", async () => {
    const server = createServer((_req, res) => res.end("x".repeat(maxResponseBytes * 4)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      // A name no resolver knows: the request can only arrive through the pinned address.
      const target = { url: new URL(`http://pinned.invalid:${port}/hook`), address: "127.0.0.1", family: 4 as const };
      const answer = await sendOutbound(target, { method: "POST", headers: {}, body: "{}" });
      expect(answer.status).toBe(200);
      expect(answer.body.length).toBe(maxResponseBytes);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("the time an outgoing request has", () => {
  test("is 5 seconds for the whole exchange unless a server is configured otherwise", () => {
    expect(outboundTimeoutMs).toBe(5_000);
    expect(loadConfig({}).notificationTimeoutMs).toBe(5_000);
    expect(noAnswerWithin(outboundTimeoutMs)).toBe("no answer within 5 seconds");
  });

  test("ends a request to a receiver that never answers, saying so in words", async () => {
    // Takes the request and never answers; its connections are cut when the test ends.
    const server = createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const target = { url: new URL(`http://127.0.0.1:${port}/hook`), address: "127.0.0.1", family: 4 as const };
      const failure = sendOutbound(target, { method: "POST", headers: {}, body: "{}" }, 50);
      await expect(failure).rejects.toBeInstanceOf(OutboundFailure);
      await expect(failure).rejects.toThrow("no answer within 0.05 seconds");
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("deviceLabel", () => {
  test.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1", "Safari on iPhone"],
    ["Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36", "Chrome on Android"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0", "Edge on Windows"],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Linux"],
    [undefined, "A browser"],
  ])("%s is %s", (agent, label) => {
    expect(deviceLabel(agent)).toBe(label);
  });
});
