import * as React from "react";
import { Menu } from "lucide-react";
import { Link } from "react-router";
import type { PublicPageReader } from "@lib/session/index.ts";
import { Button } from "@ui/button/index.ts";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from "@ui/sheet/index.ts";
import { Logo } from "@ui/logo/index.ts";
import { PreloadLink, MOBILE_MENU_ROUTES, preloadRoutes } from "@lib/route-preload/index.ts";
import { DASHBOARD_PATH, HOW_IT_WORKS_ID, PRICING_PATH, SIGN_IN_PATH, SIGN_UP_PATH, footerPageLinks } from "./site-links.ts";

type MobileMenuProps = {
  /** Opens the menu on first render (for stories and screenshots). */
  defaultOpen?: boolean;
  /** Called for the How It Works entry; without it, the entry links to the landing page's section. */
  onHowItWorks?: () => void;
  /** Who reads the page (SiteHeader): the menu's buttons are the header's. */
  reader?: PublicPageReader;
};

const menuPages = [
  { label: "Pricing", to: PRICING_PATH },
  ...footerPageLinks.filter((link) => ["/faq", "/about", "/blog", "/contact-us"].includes(link.to)),
];

const menuEntryClass =
  "rounded-md px-3 py-2.5 text-left text-base font-medium hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none";

/**
 * The phone-width menu: a sheet from the right, modal like a dialog, so it traps Tab, closes on Escape,
 * locks the page's scroll and returns focus to its button. Opening it warms up the pages a visitor goes
 * to next.
 */
export function MobileMenu({ defaultOpen = false, onHowItWorks, reader = "visitor" }: MobileMenuProps) {
  const [open, setOpen] = React.useState(defaultOpen);

  React.useEffect(() => {
    if (open) preloadRoutes(MOBILE_MENU_ROUTES);
  }, [open]);

  // Links close the menu through their own onClick rather than SheetClose, which would put its
  // type="button" on the anchors.
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu">
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" closeLabel="Close menu" className="gap-6">
        <SheetHeader>
          <SheetTitle className="flex items-center gap-2">
            <Logo className="size-7" />
            Hearthkeep
          </SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Menu" className="flex flex-col gap-1">
          {onHowItWorks ? (
            <button
              type="button"
              className={menuEntryClass}
              onClick={() => {
                close();
                // After the sheet closes and unlocks scrolling, so the scroll is not undone.
                requestAnimationFrame(() => onHowItWorks());
              }}
            >
              How It Works
            </button>
          ) : (
            <Link to={`/#${HOW_IT_WORKS_ID}`} onClick={close} className={menuEntryClass}>
              How It Works
            </Link>
          )}
          {menuPages.map((link) => (
            <Link key={link.to} to={link.to} onClick={close} className={menuEntryClass}>
              {link.label}
            </Link>
          ))}
        </nav>
        <SheetFooter className="gap-3">
          {reader === "account" ? null : (
            <Button asChild variant="outline" size="lg">
              <PreloadLink to={SIGN_IN_PATH} onClick={close}>
                Sign in
              </PreloadLink>
            </Button>
          )}
          <Button asChild size="lg">
            <PreloadLink to={reader === "visitor" ? SIGN_UP_PATH : DASHBOARD_PATH} onClick={close}>
              {reader === "visitor" ? "Start Free" : "Go to dashboard"}
            </PreloadLink>
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
