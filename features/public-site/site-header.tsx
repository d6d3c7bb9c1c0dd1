import { Link } from "react-router";
import type { PublicPageReader } from "@lib/session/index.ts";
import { Button } from "@ui/button/index.ts";
import { Logo } from "@ui/logo/index.ts";
import { MobileMenu } from "./mobile-menu.tsx";
import { PreloadLink } from "@lib/route-preload/index.ts";
import { DASHBOARD_PATH, PRICING_PATH, SIGN_IN_PATH, SIGN_UP_PATH } from "./site-links.ts";

type SiteHeaderProps = {
  /** Scrolls to the how-it-works section when the header sits on the landing page. */
  onHowItWorks?: () => void;
  /** Opens the mobile menu on first render (stories). */
  menuOpen?: boolean;
  /**
   * Who reads the page: a visitor gets Sign in and Start Free (docs/product.md §2.4); someone with a home,
   * on an account or in this browser, a way back to it instead of an offer to start one.
   */
  reader?: PublicPageReader;
};

/** The public pages' header: the logo home, Sign in and Start Free (or Go to dashboard); a menu button below 768 px. */
export function SiteHeader({ onHowItWorks, menuOpen, reader = "visitor" }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="-mx-1 flex items-center gap-2 rounded-md px-1 text-lg font-semibold tracking-tight focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
        >
          <Logo />
          Hearthkeep
        </Link>
        <nav aria-label="Account" className="hidden items-center gap-2 md:flex">
          <Button asChild variant="ghost">
            <Link to={PRICING_PATH}>Pricing</Link>
          </Button>
          {reader === "account" ? null : (
            <Button asChild variant="ghost">
              <PreloadLink to={SIGN_IN_PATH}>Sign in</PreloadLink>
            </Button>
          )}
          <Button asChild>
            {reader === "visitor" ? <PreloadLink to={SIGN_UP_PATH}>Start Free</PreloadLink> : <PreloadLink to={DASHBOARD_PATH}>Go to dashboard</PreloadLink>}
          </Button>
        </nav>
        <div className="md:hidden">
          <MobileMenu defaultOpen={menuOpen} onHowItWorks={onHowItWorks} reader={reader} />
        </div>
      </div>
    </header>
  );
}
