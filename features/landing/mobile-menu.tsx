import * as React from "react";
import { Dialog } from "radix-ui";
import { Menu, X } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@ui/button/index.ts";
import { BrandMark } from "./brand-mark.tsx";
import { PreloadLink } from "./preload-link.tsx";
import { MOBILE_MENU_ROUTES, preloadRoutes } from "./route-preload.ts";
import { HOW_IT_WORKS_ID, PRICING_PATH, SIGN_IN_PATH, SIGN_UP_PATH, footerPageLinks } from "./site-links.ts";

type MobileMenuProps = {
  /** Opens the menu on first render (for stories and screenshots). */
  defaultOpen?: boolean;
  /** Called for the How It Works entry; without it, the entry links to the landing page's section. */
  onHowItWorks?: () => void;
};

const menuPages = [
  { label: "Pricing", to: PRICING_PATH },
  ...footerPageLinks.filter((link) => ["/faq", "/about", "/blog", "/contact-us"].includes(link.to)),
];

/**
 * The phone-width menu: a modal dialog (Radix) that traps Tab, closes on Escape, locks the page's scroll
 * and returns focus to its button. Opening it warms up the pages a visitor goes to next.
 */
export function MobileMenu({ defaultOpen = false, onHowItWorks }: MobileMenuProps) {
  const [open, setOpen] = React.useState(defaultOpen);

  React.useEffect(() => {
    if (open) preloadRoutes(MOBILE_MENU_ROUTES);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu">
          <Menu aria-hidden="true" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-in data-[state=open]:fade-in-0" />
        <Dialog.Content
          data-slot="mobile-menu"
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,100vw)] flex-col gap-6 overflow-y-auto border-l bg-background p-6 shadow-xl outline-none"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="flex items-center gap-2 text-lg font-semibold">
              <BrandMark className="size-7" />
              Hearthkeep
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <nav aria-label="Menu" className="flex flex-col gap-1">
            {onHowItWorks ? (
              <button
                type="button"
                className="rounded-md px-3 py-2.5 text-left text-base font-medium hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
                onClick={() => {
                  close();
                  // After the dialog closes and unlocks scrolling, so the scroll is not undone.
                  requestAnimationFrame(() => onHowItWorks());
                }}
              >
                How It Works
              </button>
            ) : (
              <Link
                to={`/#${HOW_IT_WORKS_ID}`}
                onClick={close}
                className="rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
              >
                How It Works
              </Link>
            )}
            {menuPages.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                onClick={close}
                className="rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
              >
                {link.label}
              </Link>
            ))}
          </nav>
          <div className="mt-auto flex flex-col gap-3">
            <Button asChild variant="outline" size="lg">
              <PreloadLink to={SIGN_IN_PATH} onClick={close}>
                Sign in
              </PreloadLink>
            </Button>
            <Button asChild size="lg">
              <PreloadLink to={SIGN_UP_PATH} onClick={close}>
                Start Free
              </PreloadLink>
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
