import type { RequestHandler } from "express";
import helmet from "helmet";
import type { Config } from "../config.ts";
import type { ServedOverTls } from "./tls.ts";

/**
 * Security headers with a Content-Security-Policy the built app passes: scripts, styles, fonts and
 * API calls from our own origin only. Inline `style` attributes stay allowed (Radix positions popovers
 * and React sets widths that way), inline scripts do not. The analytics host is added to connect-src
 * when configured. Checked by loading the built app through the server in Chromium (no CSP errors).
 */
export function securityHeaders(config: Pick<Config, "analyticsHost">, servedOverTls: ServedOverTls): RequestHandler {
  const plain = headersFor(config, false);
  const overTls = headersFor(config, true);
  return (req, res, next) => {
    const headers = servedOverTls(req) ? overTls : plain;
    return (req.path.startsWith(HASHED_ASSETS_PATH) ? headers.asset : headers.document)(req, res, next);
  };
}

/**
 * Served over TLS, a browser is told to keep to HTTPS for the site (HSTS) and to fetch the page's own
 * resources over HTTPS; over plain HTTP neither is sent, as it would break the app at an http:// address
 * (a server on a home network, opened by its IP address).
 */
function headersFor(config: Pick<Config, "analyticsHost">, overTls: boolean): { document: RequestHandler; asset: RequestHandler } {
  const connectSources = ["'self'", ...(config.analyticsHost ? [config.analyticsHost] : [])];
  const strictTransportSecurity = overTls ? { maxAge: 15_552_000, includeSubDomains: true } : false;
  const documentHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: connectSources,
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(overTls ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  /*
   * The build's hashed files (scripts, styles, fonts under /assets/) are never a document nor a worker, so
   * the headers that govern one (the policy, framing, opener, referrer…) do nothing there, yet cost about
   * 650 bytes each, sent with every one of the 60-odd files a first visit loads (docs/decisions/027-early-session-and-data-requests.md).
   * They keep what applies to a fetched file: no sniffing, no use by other sites, HTTPS.
   */
  const assetHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return { document: documentHeaders, asset: assetHeaders };
}

/** Where the web build's hashed files are served (server/app.ts). */
export const HASHED_ASSETS_PATH = "/assets/";
