/** Where the landing page's calls to action go (docs/product.md §2.4). */
export const SIGN_IN_PATH = "/sign-in";
export const SIGN_UP_PATH = "/sign-up";
/** Where a signed-in reader of a public page goes back to their home. */
export const DASHBOARD_PATH = "/dashboard";
/** Local mode's entry (docs/product.md §4.16). */
export const TRY_PATH = "/try";
/** The id of the how-it-works section, the target of See How It Works and the footer's How It Works. */
export const HOW_IT_WORKS_ID = "how-it-works";

export type FooterLink = { label: string; to: string };

/** The pages the header and mobile menu also offer. */
export const PRICING_PATH = "/pricing";

/** The footer's page links, in the order of docs/product.md §2.4 (How It Works scrolls and is added separately). */
export const footerPageLinks: readonly FooterLink[] = [
  { label: "FAQ", to: "/faq" },
  { label: "About", to: "/about" },
  { label: "Blog", to: "/blog" },
  { label: "Contact", to: "/contact-us" },
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms of Service", to: "/terms-of-service" },
  { label: "Cookie Policy", to: "/cookies" },
];

export type SocialLink = { name: string; href: string };

export const socialLinks: readonly SocialLink[] = [
  { name: "Instagram", href: "https://www.instagram.com/hearthkeep" },
  { name: "YouTube", href: "https://www.youtube.com/@hearthkeep" },
];
