import * as React from "react";
import { Link } from "react-router";
import { Logo } from "@ui/logo/index.ts";
import { HOW_IT_WORKS_ID, footerPageLinks, socialLinks } from "./site-links.ts";

type SiteFooterProps = React.ComponentProps<"footer"> & {
  /** Scrolls to the how-it-works section on the landing page; elsewhere the link opens it. */
  onHowItWorks?: () => void;
};

const linkClass =
  "rounded-sm text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none";

/** Every public page's footer: the links of docs/product.md §2.4 and two social links. */
export function SiteFooter({ onHowItWorks, ...props }: SiteFooterProps) {
  return (
    <footer className="border-t bg-muted/40" {...props}>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-[1.2fr_2fr]">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 text-lg font-semibold">
            <Logo className="size-7" />
            Hearthkeep
          </p>
          <p className="max-w-xs text-sm text-muted-foreground">
            The maintenance schedule for your appliances and home systems, with guides and reminders.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
          <Link
            to={`/#${HOW_IT_WORKS_ID}`}
            className={linkClass}
            onClick={(event) => {
              if (!onHowItWorks) return;
              event.preventDefault();
              onHowItWorks();
            }}
          >
            How It Works
          </Link>
          {footerPageLinks.map((link) => (
            <Link key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
      <div className="mx-auto flex max-w-6xl flex-col gap-3 border-t px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        {/* The landing page is rendered ahead of time: the browser puts in this year if the build's differs. */}
        <p suppressHydrationWarning>© {new Date().getFullYear()} Hearthkeep. All rights reserved.</p>
        <ul aria-label="Social media" className="flex gap-4">
          {socialLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} className={linkClass} target="_blank" rel="noopener noreferrer">
                {link.name}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
