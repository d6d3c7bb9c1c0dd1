export {
  PrivacyPolicyPage,
  TermsOfServicePage,
  CookiePolicyPage,
  AboutPage,
  FaqPage,
  BlogPage,
  BlogArticlePage,
  ContactPage,
  PricingPage,
  EnvTestPage,
  NotFoundPage,
} from "./pages.tsx";
