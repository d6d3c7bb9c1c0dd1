import { Link, useLocation } from "react-router";
import { SearchX } from "lucide-react";
import { useInSignedInFrame } from "@lib/session/index.ts";
import { Button } from "@ui/button/index.ts";
import { InfoPage } from "./info-page.tsx";

const popularPages = [
  { to: "/pricing", label: "Pricing" },
  { to: "/faq", label: "FAQ" },
  { to: "/blog", label: "Blog" },
  { to: "/contact-us", label: "Contact us" },
] as const;

/** Any unknown address (docs/product.md §2.6): says so, and offers the way home and the most visited pages. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  // A signed-in user's home is their dashboard, not the landing page.
  const home = useInSignedInFrame() ? { to: "/dashboard", label: "Go to your dashboard" } : { to: "/", label: "Go to the home page" };
  return (
    <InfoPage
      heading="Page not found"
      path={pathname}
      description="The page you were looking for does not exist or has moved."
      lead="The page you were looking for does not exist or has moved. Check the address, or start again from one of these."
    >
      <div className="flex flex-col items-start gap-6">
        <SearchX aria-hidden="true" className="size-12 text-muted-foreground" />
        <Button asChild size="lg">
          <Link to={home.to}>{home.label}</Link>
        </Button>
        <nav aria-label="Popular pages">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {popularPages.map((page) => (
              <li key={page.to}>
                <Link to={page.to} className="font-medium text-primary underline underline-offset-4">
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </InfoPage>
  );
}
