import { LANDING_PATH } from "./prerender-markers.ts";

/**
 * The paths of every page a visitor opens without an account (the public and account screens of
 * docs/product.md §2.1 and the not-found page), the first of each being its own address and the others
 * its aliases. The route table (routes.tsx) takes these pages' paths from here, and a test holds the two
 * together, so the end-to-end sweep of the public pages, which cannot load the route table's React code,
 * reads the same list and covers a page as soon as the router has it.
 */
export const PUBLIC_PAGE_PATHS = {
  landing: [LANDING_PATH],
  signIn: ["/sign-in"],
  signUp: ["/sign-up"],
  tryWithoutAccount: ["/try"],
  forgotPassword: ["/forgot-password"],
  verifyEmail: ["/verify-email"],
  authCallback: ["/auth/callback"],
  privacyPolicy: ["/privacy-policy", "/privacy"],
  termsOfService: ["/terms-of-service", "/terms"],
  contact: ["/contact-us", "/contact"],
  about: ["/about"],
  cookiePolicy: ["/cookies"],
  faq: ["/faq"],
  blog: ["/blog"],
  blogArticle: ["/blog/:slug"],
  pricing: ["/pricing"],
  environmentTest: ["/env-test"],
  invitation: ["/invitations/:token"],
  notFound: ["*"],
} as const satisfies Record<string, readonly [string, ...string[]]>;

/** Each public page's own address (a route pattern: `/blog/:slug`, and `*` for any unknown address). */
export const publicPageAddresses: readonly string[] = Object.values(PUBLIC_PAGE_PATHS).map((paths) => paths[0]);
