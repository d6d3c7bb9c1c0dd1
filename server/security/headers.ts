import type { RequestHandler } from "express";
import helmet from "helmet";
import type { Config } from "../config.ts";

/**
 * Security headers with a Content-Security-Policy the built app passes: scripts, styles, fonts and
 * API calls from our own origin only. Inline `style` attributes stay allowed (Radix positions popovers
 * and React sets widths that way), inline scripts do not. The analytics host is added to connect-src
 * when configured. Checked by loading the built app through the server in Chromium (no CSP errors).
 */
export function securityHeaders(config: Pick<Config, "nodeEnv" | "analyticsHost">): RequestHandler {
  const connectSources = ["'self'", ...(config.analyticsHost ? [config.analyticsHost] : [])];
  return helmet({
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
        ...(config.nodeEnv === "production" ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only where the site is served over HTTPS, i.e. in production behind TLS.
    strictTransportSecurity: config.nodeEnv === "production" ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}
