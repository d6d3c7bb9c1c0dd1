import * as React from "react";
import { Navigate, useLocation, type Params, type RouteObject } from "react-router";
// The landing page's parts by their own files: its face also brings the page and the public pages' frame,
// which would then come with every address's start (docs/decisions/024-dashboard-first-visit.md).
import { LANDING_TITLE, pageTitle } from "@lib/page-meta/page-meta.ts";
import { registerRoutePreloaders } from "@lib/route-preload/route-preload.ts";
import { RouterErrorElement } from "./boundaries.tsx";
import { OnboardingGuard, RequireAuth } from "./guards.tsx";
import { AccountLayout, AppLayout, FrameOfTheAddress, FrameOfTheSession, RootLayout, loadAppShell, type RouteHandle } from "./layouts.tsx";
import { DashboardSkeleton, FullPageLoader, PageLoading, SignInCardSkeleton } from "./page-loading.tsx";
import { PUBLIC_PAGE_PATHS } from "./public-page-paths.ts";
import { SIGNED_IN_PAGE_PATHS } from "./signed-in-paths.ts";

type PageComponent = React.ComponentType;
type Loader = () => Promise<PageComponent>;

/*
 * Each screen's code loads when first needed; the modules are loaded once and shared by their screens.
 * The landing page is rendered ahead of time into index.html (see vite.config.ts); the app's start loads
 * its code before taking that markup over and hands it to `buildRoutes`, so hydrating waits for nothing.
 */
const infoModule = () => import("@features/public-site/index.ts");
const householdsModule = () => import("@features/households/index.ts");
const accountModule = () => import("@features/account/index.ts");
const dashboardModule = () => import("./dashboard-page.tsx");
const taskPageModule = () => import("./task-page.tsx");

/** The landing page's code, for the app's start to load before it takes over the painted page. */
export const loadLandingPage: Loader = () => import("@features/public-site/landing-page.tsx").then((m) => m.LandingPage);

type Fallback = { kind: "full-page" } | { kind: "text"; text: string } | { kind: "sign-in-card" } | { kind: "dashboard" };

/** One row per screen of docs/product.md §2.1: its paths, its document title and what shows while its code loads. */
export type PageRoute = {
  paths: readonly string[];
  title: string;
  load: Loader;
  fallback: Fallback;
  access: "public" | "account" | "onboarding" | "protected" | "signed-in";
  /** The page says when its content is on screen, so what only completes it waits for its data (RouteHandle). */
  showsItsOwnContent?: true;
  /**
   * For a path whose parameter may name nothing (a blog article's slug): loads the test of whether the
   * address names something. One that names nothing is an unknown address, in the frame any unknown address
   * has (FrameOfTheAddress).
   */
  loadIsKnownAddress?: () => Promise<(params: Params) => boolean>;
};

const text = (value: string): Fallback => ({ kind: "text", text: value });

export const pageRoutes: readonly PageRoute[] = [
  { paths: PUBLIC_PAGE_PATHS.landing, title: LANDING_TITLE, load: loadLandingPage, fallback: { kind: "full-page" }, access: "public" },
  { paths: PUBLIC_PAGE_PATHS.signIn, title: pageTitle("Sign in"), load: () => accountModule().then((m) => m.SignInScreen), fallback: { kind: "sign-in-card" }, access: "account" },
  { paths: PUBLIC_PAGE_PATHS.signUp, title: pageTitle("Create your account"), load: () => accountModule().then((m) => m.SignUpScreen), fallback: { kind: "sign-in-card" }, access: "account" },
  { paths: PUBLIC_PAGE_PATHS.tryWithoutAccount, title: pageTitle("Try it without an account"), load: () => accountModule().then((m) => m.TryWithoutAccountScreen), fallback: { kind: "sign-in-card" }, access: "account" },
  { paths: PUBLIC_PAGE_PATHS.forgotPassword, title: pageTitle("Reset your password"), load: () => accountModule().then((m) => m.ForgotPasswordScreen), fallback: { kind: "sign-in-card" }, access: "account" },
  // Public, not an account screen: whoever is signed in on this browser, the link verifies the address it was mailed to.
  { paths: PUBLIC_PAGE_PATHS.verifyEmail, title: pageTitle("Verify your address"), load: () => accountModule().then((m) => m.VerifyEmailScreen), fallback: { kind: "sign-in-card" }, access: "public" },
  { paths: PUBLIC_PAGE_PATHS.authCallback, title: pageTitle("Signing you in"), load: () => accountModule().then((m) => m.AuthCallbackScreen), fallback: { kind: "sign-in-card" }, access: "account" },
  { paths: PUBLIC_PAGE_PATHS.privacyPolicy, title: pageTitle("Privacy Policy"), load: () => infoModule().then((m) => m.PrivacyPolicyPage), fallback: text("Loading privacy policy..."), access: "public" },
  { paths: PUBLIC_PAGE_PATHS.termsOfService, title: pageTitle("Terms of Service"), load: () => infoModule().then((m) => m.TermsOfServicePage), fallback: text("Loading terms of service..."), access: "public" },
  { paths: PUBLIC_PAGE_PATHS.contact, title: pageTitle("Contact us"), load: () => infoModule().then((m) => m.ContactPage), fallback: text("Loading contact form..."), access: "public" },
  { paths: PUBLIC_PAGE_PATHS.about, title: pageTitle("About"), load: () => infoModule().then((m) => m.AboutPage), fallback: text("Loading about..."), access: "public" },
  { paths: PUBLIC_PAGE_PATHS.cookiePolicy, title: pageTitle("Cookie Policy"), load: () => infoModule().then((m) => m.CookiePolicyPage), fallback: text("Loading cookie policy..."), access: "public" },
  { paths: PUBLIC_PAGE_PATHS.faq, title: pageTitle("FAQ"), load: () => infoModule().then((m) => m.FaqPage), fallback: text("Loading FAQ..."), access: "public" },
  { paths: PUBLIC_PAGE_PATHS.blog, title: pageTitle("Blog"), load: () => infoModule().then((m) => m.BlogPage), fallback: text("Loading blog..."), access: "public" },
  {
    paths: PUBLIC_PAGE_PATHS.blogArticle,
    title: pageTitle("Blog"),
    load: () => infoModule().then((m) => m.BlogArticlePage),
    fallback: text("Loading blog..."),
    access: "public",
    loadIsKnownAddress: () => infoModule().then((m) => (params: Params) => m.findArticle(params.slug) !== undefined),
  },
  { paths: PUBLIC_PAGE_PATHS.pricing, title: pageTitle("Pricing"), load: () => infoModule().then((m) => m.PricingPage), fallback: text("Loading pricing..."), access: "public" },
  { paths: PUBLIC_PAGE_PATHS.invitation, title: pageTitle("Invitation"), load: () => householdsModule().then((m) => m.InvitationScreen), fallback: text("Loading invitation..."), access: "public" },
  { paths: PUBLIC_PAGE_PATHS.environmentTest, title: pageTitle("Environment test"), load: () => infoModule().then((m) => m.EnvTestPage), fallback: { kind: "full-page" }, access: "public" },
  { paths: SIGNED_IN_PAGE_PATHS.onboarding, title: pageTitle("Set up your home"), load: () => import("@features/onboarding/index.ts").then((m) => m.OnboardingScreen), fallback: text("Loading onboarding..."), access: "onboarding" },
  { paths: SIGNED_IN_PAGE_PATHS.newHome, title: pageTitle("Add a home"), load: () => import("@features/onboarding/index.ts").then((m) => m.CreateHomeScreen), fallback: text("Loading..."), access: "protected" },
  { paths: SIGNED_IN_PAGE_PATHS.dashboard, title: pageTitle("Dashboard"), load: () => dashboardModule().then((m) => m.DashboardPage), fallback: { kind: "dashboard" }, access: "protected", showsItsOwnContent: true },
  { paths: SIGNED_IN_PAGE_PATHS.completed, title: pageTitle("Completed tasks"), load: () => import("@features/progress/index.ts").then((m) => m.loadCompletedScreen()), fallback: text("Loading completed tasks..."), access: "protected" },
  { paths: SIGNED_IN_PAGE_PATHS.task, title: pageTitle("Task details"), load: () => taskPageModule().then((m) => m.TaskPage), fallback: text("Loading task details..."), access: "protected" },
  { paths: SIGNED_IN_PAGE_PATHS.applianceList, title: pageTitle("Your appliances"), load: () => import("@features/appliances/index.ts").then((m) => m.ApplianceListScreen), fallback: text("Loading your appliances..."), access: "protected" },
  // The record's title becomes the appliance's name once it is read (ApplianceRecordScreen).
  { paths: SIGNED_IN_PAGE_PATHS.applianceRecord, title: pageTitle("Appliance"), load: () => import("./appliance-record-page.tsx").then((m) => m.ApplianceRecordPage), fallback: text("Loading the appliance..."), access: "protected" },
  { paths: SIGNED_IN_PAGE_PATHS.appliances, title: pageTitle("Add appliances"), load: () => import("@features/appliances/index.ts").then((m) => m.AppliancesScreen), fallback: text("Loading appliance selector..."), access: "protected" },
  // Settings need no finished onboarding (the second guard variant): signing out or deleting the account must always be possible.
  { paths: SIGNED_IN_PAGE_PATHS.settings, title: pageTitle("Settings"), load: () => import("@features/settings/index.ts").then((m) => m.loadSettingsScreen()), fallback: text("Loading settings..."), access: "signed-in" },
  // Open before onboarding is finished: someone who signed up to accept an invitation sees the home they joined.
  { paths: SIGNED_IN_PAGE_PATHS.household, title: pageTitle("Household"), load: () => householdsModule().then((m) => m.HouseholdScreen), fallback: text("Loading household..."), access: "signed-in" },
  { paths: SIGNED_IN_PAGE_PATHS.notifications, title: pageTitle("Notifications"), load: () => import("@features/notifications/index.ts").then((m) => m.loadNotificationsScreen()), fallback: text("Loading notifications..."), access: "protected" },
];

export const notFoundRoute: PageRoute = {
  paths: PUBLIC_PAGE_PATHS.notFound,
  title: pageTitle("Page not found"),
  load: () => infoModule().then((m) => m.NotFoundPage),
  fallback: { kind: "full-page" },
  access: "public",
};

/** docs/product.md §2.1: /login and /signup are old addresses of the account screens. */
export const redirects = [
  { from: "/login", to: "/sign-in" },
  { from: "/signup", to: "/sign-up" },
] as const;

export function fallbackText(fallback: Fallback): string {
  return fallback.kind === "text" ? fallback.text : "Loading...";
}

function FallbackView({ fallback }: { fallback: Fallback }) {
  switch (fallback.kind) {
    case "full-page":
      return <FullPageLoader />;
    case "sign-in-card":
      return <SignInCardSkeleton />;
    case "dashboard":
      return <DashboardSkeleton />;
    case "text":
      return <PageLoading text={fallback.text} />;
  }
}

/** Pages whose code is already loaded, by path: they render at once, without a fallback. */
export type LoadedPages = Readonly<Record<string, PageComponent>>;

function pageElement(route: PageRoute, loaded: LoadedPages): React.ReactElement {
  const Loaded = route.paths.map((path) => loaded[path]).find((page) => page !== undefined);
  if (Loaded) return <Loaded />;
  const Page = React.lazy(async () => ({ default: await route.load() }));
  return (
    <React.Suspense fallback={<FallbackView fallback={route.fallback} />}>
      <Page />
    </React.Suspense>
  );
}

/**
 * The code of the page at `path`, with the signed-in frame for a signed-in page, for the app's start to
 * load before its first render when the page was opened directly and the build listed its files (they are
 * on their way already, app/main.tsx): the page then renders at once instead of through a fallback.
 */
export async function loadOpenedPage(path: string): Promise<LoadedPages> {
  const route = pageRoutes.find((candidate) => candidate.paths.includes(path));
  if (!route) return {};
  const signedIn = route.access === "onboarding" || route.access === "protected" || route.access === "signed-in";
  const [page] = await Promise.all([route.load(), signedIn ? loadAppShell() : undefined]);
  return { [path]: page };
}

/** Keeps the query string and the remembered page when an old address forwards to the new one. */
function RedirectTo({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate to={{ pathname: to, search: location.search, hash: location.hash }} state={location.state as unknown} replace />;
}

/** The frame of a page whose address may name nothing, once the test of its address has loaded. */
function frameOfTheAddress(route: PageRoute, loadIsKnownAddress: NonNullable<PageRoute["loadIsKnownAddress"]>): React.ReactElement {
  const Frame = React.lazy(async () => {
    const isKnownAddress = await loadIsKnownAddress();
    return {
      default: function FrameOfThisAddress() {
        return <FrameOfTheAddress isKnownAddress={isKnownAddress} />;
      },
    };
  });
  return (
    <React.Suspense fallback={<FallbackView fallback={route.fallback} />}>
      <Frame />
    </React.Suspense>
  );
}

function childrenOf(access: PageRoute["access"], loaded: LoadedPages): RouteObject[] {
  return [...pageRoutes, notFoundRoute]
    .filter((route) => route.access === access)
    .flatMap((route): RouteObject[] => {
      const element = pageElement(route, loaded);
      const handle: RouteHandle = { title: route.title, ...(route.showsItsOwnContent ? { showsItsOwnContent: true } : {}) };
      const pages = route.paths.map((path) => ({ path, element, handle }));
      return route.loadIsKnownAddress ? [{ element: frameOfTheAddress(route, route.loadIsKnownAddress), children: pages }] : pages;
    });
}

/**
 * The route table. `loaded` holds pages whose code is already in: the landing page when the app takes over
 * its pre-rendered markup (hydration must render the same tree at once), and in the build's pre-rendering.
 */
export function buildRoutes(loaded: LoadedPages = {}): RouteObject[] {
  const childrenFor = (access: PageRoute["access"]) => childrenOf(access, loaded);
  const publicRoutes = childrenFor("public");
  return [
    {
      element: <RootLayout />,
      errorElement: <RouterErrorElement />,
      children: [
        ...publicRoutes.filter((route) => route.path !== "*"),
        ...redirects.map(({ from, to }) => ({ path: from, element: <RedirectTo to={to} /> })),
        { element: <AccountLayout />, children: childrenFor("account") },
        { element: <OnboardingGuard />, children: [{ element: <AppLayout />, children: childrenFor("onboarding") }] },
        { element: <RequireAuth />, children: [{ element: <AppLayout />, children: childrenFor("protected") }] },
        { element: <RequireAuth requireOnboarding={false} />, children: [{ element: <AppLayout />, children: childrenFor("signed-in") }] },
        { element: <FrameOfTheSession />, children: publicRoutes.filter((route) => route.path === "*") },
      ],
    },
  ];
}

/** The landing page warms up these screens' code on hover, focus and idle (docs/product.md §2.4). */
export function registerPreloaders(): () => void {
  const loaderOf = (path: string) => pageRoutes.find((route) => route.paths.includes(path))?.load ?? (() => Promise.resolve());
  return registerRoutePreloaders(
    Object.fromEntries(["/sign-in", "/sign-up", "/dashboard", "/settings", "/completed"].map((path) => [path, loaderOf(path)])),
  );
}
