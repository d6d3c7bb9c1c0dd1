export { PrivacyPolicyPage, TermsOfServicePage, CookiePolicyPage } from "./legal-pages.tsx";
export { AboutPage } from "./about-page.tsx";
export { FaqPage } from "./faq-page.tsx";
export { BlogPage, BlogArticlePage } from "./blog-pages.tsx";
export { findArticle } from "./blog-articles.ts";
export { ContactPage } from "./contact-page.tsx";
export { PricingPage } from "./pricing-page.tsx";
export { EnvTestPage } from "./env-test-page.tsx";
export { NotFoundPage } from "./not-found-page.tsx";
