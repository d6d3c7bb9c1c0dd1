import { matchRoutes } from "react-router";
import { describe, expect, test } from "vitest";
import { PUBLIC_PAGE_PATHS } from "./public-page-paths.ts";
import { buildRoutes, fallbackText, notFoundRoute, pageRoutes, redirects, type PageRoute } from "./routes.tsx";
import { SIGNED_IN_PATHS } from "./signed-in-paths.ts";

const routeFor = (path: string): PageRoute | undefined => pageRoutes.find((route) => route.paths.includes(path));

describe("the route table of docs/product.md §2.1", () => {
  test.each<{ path: string; access: PageRoute["access"]; fallback: string }>([
    { path: "/", access: "public", fallback: "Loading..." },
    { path: "/sign-in", access: "account", fallback: "Loading..." },
    { path: "/sign-up", access: "account", fallback: "Loading..." },
    { path: "/auth/callback", access: "account", fallback: "Loading..." },
    { path: "/forgot-password", access: "account", fallback: "Loading..." },
    { path: "/privacy-policy", access: "public", fallback: "Loading privacy policy..." },
    { path: "/privacy", access: "public", fallback: "Loading privacy policy..." },
    { path: "/terms-of-service", access: "public", fallback: "Loading terms of service..." },
    { path: "/terms", access: "public", fallback: "Loading terms of service..." },
    { path: "/contact-us", access: "public", fallback: "Loading contact form..." },
    { path: "/contact", access: "public", fallback: "Loading contact form..." },
    { path: "/about", access: "public", fallback: "Loading about..." },
    { path: "/cookies", access: "public", fallback: "Loading cookie policy..." },
    { path: "/faq", access: "public", fallback: "Loading FAQ..." },
    { path: "/blog", access: "public", fallback: "Loading blog..." },
    { path: "/pricing", access: "public", fallback: "Loading pricing..." },
    { path: "/env-test", access: "public", fallback: "Loading..." },
    { path: "/onboarding", access: "onboarding", fallback: "Loading onboarding..." },
    { path: "/dashboard", access: "protected", fallback: "Loading..." },
    { path: "/completed", access: "protected", fallback: "Loading completed tasks..." },
    { path: "/task/:id", access: "protected", fallback: "Loading task details..." },
    { path: "/appliances", access: "protected", fallback: "Loading your appliances..." },
    { path: "/appliances/:id", access: "protected", fallback: "Loading the appliance..." },
    { path: "/appliances/add", access: "protected", fallback: "Loading appliance selector..." },
    { path: "/settings", access: "signed-in", fallback: "Loading settings..." },
    { path: "/notifications", access: "protected", fallback: "Loading notifications..." },
    { path: "/household", access: "signed-in", fallback: "Loading household..." },
    { path: "/invitations/:token", access: "public", fallback: "Loading invitation..." },
  ])("$path: $access, '$fallback' while its code loads", ({ path, access, fallback }) => {
    const route = routeFor(path);
    expect(route, `no route for ${path}`).toBeDefined();
    expect(route!.access).toBe(access);
    expect(fallbackText(route!.fallback)).toBe(fallback);
    expect(route!.title).toMatch(/Hearthkeep/);
  });

  test("every page has a title of its own", () => {
    const titles = pageRoutes.filter((route) => !route.paths.includes("/blog/:slug")).map((route) => route.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  test("the signed-in pages the accessibility sweep reads are the route table's pages behind the sign-in guards", () => {
    const signedInAccess: readonly PageRoute["access"][] = ["onboarding", "protected", "signed-in"];
    const behindSignIn = pageRoutes.filter((route) => signedInAccess.includes(route.access)).flatMap((route) => route.paths);
    expect([...SIGNED_IN_PATHS].sort()).toEqual([...behindSignIn].sort());
  });

  test("/login and /signup forward to the account screens", () => {
    expect(redirects).toEqual([
      { from: "/login", to: "/sign-in" },
      { from: "/signup", to: "/sign-up" },
    ]);
  });

  test.each(["/no/such/page", "/dashboard/extra", "/sign-in/x"])("%s is answered by the not-found page", (path) => {
    const matches = matchRoutes(buildRoutes(), path);
    expect(matches?.at(-1)?.route.path).toBe("*");
    expect(notFoundRoute.title).toMatch(/Page not found/);
  });

  test("/blog/{slug} is a known address only when the slug is an article's; any other slug is an unknown address (§2.6)", async () => {
    const isKnownAddress = await routeFor("/blog/:slug")!.loadIsKnownAddress!();
    expect(isKnownAddress({ slug: "furnace-filter-guide" })).toBe(true);
    expect(isKnownAddress({ slug: "no-such-article" })).toBe(false);
    expect(pageRoutes.filter((route) => route.loadIsKnownAddress).flatMap((route) => route.paths)).toEqual(["/blog/:slug"]);
  });

  test.each(["/dashboard", "/task/42", "/onboarding", "/settings", "/login", "/appliances", "/appliances/add", "/appliances/5b0c6a52-1f0e-4b8a-9d43-2f1f6f0f8c11"])("%s is a known address", (path) => {
    expect(matchRoutes(buildRoutes(), path)?.at(-1)?.route.path).not.toBe("*");
  });

  test("/appliances lists the home's appliances, /appliances/add adds some, and any other /appliances/{id} is an appliance's record", () => {
    const pageAt = (path: string) => matchRoutes(buildRoutes(), path)?.at(-1)?.route.path;
    expect(pageAt("/appliances")).toBe("/appliances");
    expect(pageAt("/appliances/add")).toBe("/appliances/add");
    expect(pageAt("/appliances/5b0c6a52-1f0e-4b8a-9d43-2f1f6f0f8c11")).toBe("/appliances/:id");
    expect(pageAt("/appliances/5b0c6a52-1f0e-4b8a-9d43-2f1f6f0f8c11/extra")).toBe("*");
  });

  test("the pages a visitor opens without an account are those of the public pages' list, which their end-to-end sweep reads", () => {
    const withoutAccount = [...pageRoutes, notFoundRoute].filter((route) => route.access === "public" || route.access === "account");
    expect(withoutAccount.map((route) => route.paths)).toEqual(expect.arrayContaining(Object.values(PUBLIC_PAGE_PATHS)));
    expect(withoutAccount).toHaveLength(Object.keys(PUBLIC_PAGE_PATHS).length);
  });
});
