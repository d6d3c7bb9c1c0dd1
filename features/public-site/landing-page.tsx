import * as React from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router";
import { usePublicPageReader, type PublicPageReader } from "@lib/session/index.ts";
import type { DemoTask } from "./demo-tasks.ts";
import { FeatureGrid, FinalCallToAction, Hero, HowItWorks, ClaimsStrip } from "./landing-sections.tsx";
import { MobileStickyBar } from "./mobile-sticky-bar.tsx";
import { LANDING_DESCRIPTION, LANDING_TITLE, usePageMeta } from "@lib/page-meta/index.ts";
import { whenIdle } from "@ui/lib/index.ts";
import { AUTH_ROUTES, preloadRoutes } from "@lib/route-preload/index.ts";
import { scrollToSection } from "./scroll-to-section.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { HOW_IT_WORKS_ID } from "./site-links.ts";
import { SkipLink } from "./skip-link.tsx";
import { useStickyBarVisibility } from "./use-sticky-bar-visibility.ts";

type LandingPageProps = {
  /** The dashboard preview's starting tasks (stories show none, some and all done). */
  demoTasks?: readonly DemoTask[];
  /** Opens the mobile menu on first render (stories). */
  menuOpen?: boolean;
  /** Who reads the page, for stories; the session says otherwise. */
  reader?: PublicPageReader;
};

/** The landing page at `/` (docs/product.md §2.4): header, hero with the demo, claims, features, how it works, call to action, footer. */
export function LandingPage({ demoTasks, menuOpen, reader }: LandingPageProps) {
  const sessionReader = usePublicPageReader();
  const hero = React.useRef<HTMLElement>(null);
  const finalCta = React.useRef<HTMLElement>(null);
  const footer = React.useRef<HTMLElement>(null);
  const stickyBarVisible = useStickyBarVisibility({ hero, finalCta, footer });
  const { hash } = useLocation();
  const navigationType = useNavigationType();

  usePageMeta({ title: LANDING_TITLE, description: LANDING_DESCRIPTION, path: "/" });

  // Sign-up and sign-in are where visitors go next: fetch their code once the page is idle.
  React.useEffect(() => whenIdle(() => preloadRoutes(AUTH_ROUTES)), []);

  // Arriving from another page's "How It Works" link (/#how-it-works). A page loaded at that address was
  // scrolled there by the browser, and may have been scrolled on since, before the app took it over; going
  // back to it restores where the visitor was.
  React.useEffect(() => {
    if (hash === `#${HOW_IT_WORKS_ID}` && navigationType !== NavigationType.Pop) scrollToSection(HOW_IT_WORKS_ID);
  }, [hash, navigationType]);

  const showHowItWorks = React.useCallback(() => {
    scrollToSection(HOW_IT_WORKS_ID);
  }, []);

  return (
    <>
      <SkipLink />
      <SiteHeader onHowItWorks={showHowItWorks} menuOpen={menuOpen} reader={reader ?? sessionReader} />
      <main id="main-content" tabIndex={-1} className="outline-none">
        <Hero ref={hero} onHowItWorks={showHowItWorks} demoTasks={demoTasks} />
        <ClaimsStrip />
        <FeatureGrid />
        <HowItWorks />
        <FinalCallToAction ref={finalCta} />
      </main>
      <SiteFooter ref={footer} onHowItWorks={showHowItWorks} />
      <MobileStickyBar visible={stickyBarVisible} className="md:hidden" />
    </>
  );
}
