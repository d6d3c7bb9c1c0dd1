import type { ReactNode } from "react";

function SimplePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      <div className="mt-6 space-y-4 text-muted-foreground">{children}</div>
      <p className="mt-10">
        <a className="underline" href="/">
          Back to Hearthkeep
        </a>
      </p>
    </main>
  );
}

export function PrivacyPolicyPage() {
  return <SimplePage title="Privacy Policy">How Hearthkeep handles your data.</SimplePage>;
}
export function TermsOfServicePage() {
  return <SimplePage title="Terms of Service">The terms for using Hearthkeep.</SimplePage>;
}
export function CookiePolicyPage() {
  return <SimplePage title="Cookie Policy">The cookies Hearthkeep uses and why.</SimplePage>;
}
export function AboutPage() {
  return <SimplePage title="About Hearthkeep">We help homeowners keep their homes maintained.</SimplePage>;
}
export function FaqPage() {
  return <SimplePage title="Frequently Asked Questions">Answers to common questions.</SimplePage>;
}
export function BlogPage() {
  return <SimplePage title="Blog">Home maintenance articles.</SimplePage>;
}
export function BlogArticlePage() {
  return <SimplePage title="Article">A home maintenance article.</SimplePage>;
}
export function ContactPage() {
  return <SimplePage title="Contact Us">Write to us.</SimplePage>;
}
export function PricingPage() {
  return <SimplePage title="Pricing">Free, Pro and Beta plans.</SimplePage>;
}
export function EnvTestPage() {
  return <SimplePage title="Environment test">Build and runtime facts.</SimplePage>;
}
export function NotFoundPage() {
  return <SimplePage title="Page not found">The page you are looking for does not exist.</SimplePage>;
}
