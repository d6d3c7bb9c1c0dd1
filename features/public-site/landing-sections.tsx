import type * as React from "react";
import { ArrowRight, Bell, BookOpen, ChartLine, CircleCheck, ClipboardList, House, ListChecks, Package, Sparkles } from "lucide-react";
import { Button } from "@ui/button/index.ts";
import { Stat } from "@ui/stat/index.ts";
import { CATALOGUE_GUIDE_COUNT } from "./catalogue-size.ts";
import { DemoPreview } from "./demo-preview.tsx";
import type { DemoTask } from "./demo-tasks.ts";
import { PreloadLink } from "@lib/route-preload/index.ts";
import { Link } from "react-router";
import { HOW_IT_WORKS_ID, SIGN_UP_PATH, TRY_PATH } from "./site-links.ts";

/** The promises of docs/product.md §1.4, word for word. */
export const landingPromises = ["No credit card required", "2-minute setup", "Cancel anytime", "30-day money-back guarantee"] as const;

/**
 * The marketing claims of docs/product.md §1.4: the figure, then what it counts. The guides are counted
 * in the catalogue, so the figure grows with it.
 */
export function marketingClaimsFor(guideCount: number): readonly { value: string; label: string }[] {
  return [
    { value: "1,200+", label: "homeowners" },
    { value: "48k+", label: "tasks completed" },
    { value: "$2.4k", label: "average saved per year" },
    { value: "97%", label: "on-time" },
    { value: guideCount.toLocaleString("en-US"), label: "guides" },
  ];
}

export const marketingClaims = marketingClaimsFor(CATALOGUE_GUIDE_COUNT);

function PromiseList({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {landingPromises.map((promise) => (
        <li key={promise} className="flex items-center gap-1.5">
          <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {promise}
        </li>
      ))}
    </ul>
  );
}

type HeroProps = React.ComponentProps<"section"> & {
  onHowItWorks: () => void;
  demoTasks?: readonly DemoTask[];
};

export function Hero({ onHowItWorks, demoTasks, ...props }: HeroProps) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden" {...props}>
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-10 pb-16 sm:px-6 md:grid-cols-[1.1fr_1fr] md:pt-16 md:pb-24">
        <div className="flex flex-col gap-6">
          <p className="inline-flex w-fit items-center gap-2 rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
            <Sparkles aria-hidden="true" className="size-3.5 text-primary" />
            Trusted by 1,200+ homeowners
          </p>
          <h1 id="hero-title" className="text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl">
            Home maintenance you'll actually keep up with
          </h1>
          <p className="max-w-xl text-lg text-pretty text-muted-foreground">
            Tell Hearthkeep which appliances and systems your home has. Get every recurring task with its due date,
            how long it takes and what it saves you, plus step-by-step guides and reminders.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <PreloadLink to={SIGN_UP_PATH}>
                Start Free
                <ArrowRight aria-hidden="true" />
              </PreloadLink>
            </Button>
            <Button size="lg" variant="outline" onClick={onHowItWorks}>
              See How It Works
            </Button>
          </div>
          <PromiseList className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm text-muted-foreground sm:flex sm:flex-wrap" />
        </div>
        <DemoPreview initialTasks={demoTasks} />
      </div>
    </section>
  );
}

export function ClaimsStrip() {
  return (
    <section aria-label="Hearthkeep in numbers" className="border-y bg-card">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-10 sm:grid-cols-3 sm:px-6 lg:grid-cols-5">
        {marketingClaims.map((claim) => (
          <Stat key={claim.label} value={claim.value} label={claim.label} className="items-center text-center" />
        ))}
      </div>
    </section>
  );
}

const features = [
  {
    icon: ClipboardList,
    title: "A schedule made for your home",
    text: "Recurring tasks for each appliance and system you own, with due dates, time estimates, savings and quick wins.",
  },
  {
    icon: BookOpen,
    title: "Step-by-step guides",
    text: "Illustrated instructions for each task, so a filter change or a coil cleaning is a short job, not a search.",
  },
  { icon: Package, title: "The right parts", text: "Help finding the filter, bulb or hose that fits your model before you start." },
  { icon: Bell, title: "Reminders that arrive on time", text: "E-mail reminders, a weekly summary and a notification center keep the next job in view." },
  { icon: ChartLine, title: "Progress you can see", text: "Completion statistics and streaks show how well your home is looked after." },
  { icon: House, title: "Works your way", text: "Keep your home on our servers across devices, or entirely in your browser." },
] as const;

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
      <div className="grid items-center gap-10 md:grid-cols-[1fr_1.2fr]">
        <div className="flex flex-col gap-4">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight text-balance">
            Everything your home needs, in one schedule
          </h2>
          <p className="text-muted-foreground">
            Hearthkeep knows the recurring care that furnaces, fridges, water heaters, dryers and dozens of other
            appliances need, and turns it into a plan you can finish.
          </p>
          <img
            src="/guides/furnace-filter.webp"
            alt="Guide illustration: a new filter sliding into the filter slot at the base of a furnace"
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] h-auto w-full rounded-xl border bg-muted"
          />
        </div>
        <ul className="grid gap-6 sm:grid-cols-2">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col gap-2">
              <span className="grid size-10 place-items-center rounded-lg bg-accent text-accent-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const steps = [
  { icon: House, title: "Pick your home type", text: "House, apartment or something in between: it takes a few seconds." },
  { icon: ListChecks, title: "Choose your appliances", text: "Tick the appliances and home systems you own and roughly how old they are." },
  { icon: CircleCheck, title: "Follow your schedule", text: "Get recurring tasks with due dates and guides, and tick them off as you go." },
] as const;

export function HowItWorks() {
  return (
    <section
      id={HOW_IT_WORKS_ID}
      aria-labelledby="how-it-works-title"
      tabIndex={-1}
      className="scroll-mt-20 bg-muted/50 outline-none"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
        <h2 id="how-it-works-title" className="text-center text-3xl font-bold tracking-tight">
          How it works
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-center text-muted-foreground">Three steps and about two minutes.</p>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="flex flex-col gap-3 rounded-xl border bg-card p-6 shadow-sm">
              <span className="flex items-center gap-3">
                <span className="grid size-9 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                  {index + 1}
                </span>
                <Icon aria-hidden="true" className="size-5 text-primary" />
              </span>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function FinalCallToAction(props: React.ComponentProps<"section">) {
  return (
    <section aria-labelledby="final-cta-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24" {...props}>
      <div className="flex flex-col items-center gap-6 rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground md:px-12">
        <h2 id="final-cta-title" className="max-w-2xl text-3xl font-bold tracking-tight text-balance">
          Your home's next maintenance job is already waiting
        </h2>
        <p className="max-w-xl text-primary-foreground/90">
          Set up your schedule in two minutes and see what needs doing this week.
        </p>
        <Button asChild size="lg" variant="secondary">
          <PreloadLink to={SIGN_UP_PATH}>
            Start Free
            <ArrowRight aria-hidden="true" />
          </PreloadLink>
        </Button>
        {/* Local mode's entry (docs/product.md §4.16): the whole product, kept on this browser, no account. */}
        <Link
          to={TRY_PATH}
          className="rounded-sm text-sm font-medium text-primary-foreground underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-primary-foreground/70"
        >
          Try it without an account
        </Link>
        <PromiseList className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-primary-foreground/90 [&_svg]:text-primary-foreground" />
      </div>
    </section>
  );
}
