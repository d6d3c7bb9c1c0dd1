import { Link } from "react-router";
import { InfoPage, Prose } from "./info-page.tsx";

export function AboutPage() {
  return (
    <InfoPage
      heading="About Hearthkeep"
      title="About · Hearthkeep"
      path="/about"
      description="Why Hearthkeep exists: a home's upkeep is dozens of small recurring jobs that are easy to forget and expensive to skip."
      lead="We help homeowners do the small jobs that keep a home safe, efficient and free of expensive surprises."
    >
      <Prose>
        <h2>Why we built it</h2>
        <p>
          A home is a collection of machines: a furnace, a water heater, a fridge, a dryer, smoke alarms, gutters. Each needs a few minutes of
          care every month, season or year, and the schedule lives in a dozen manuals nobody keeps. Skipped, those minutes turn into a
          clogged dryer vent, a water heater full of sediment or a furnace that fails on the coldest night.
        </p>
        <p>
          Hearthkeep turns that scattered knowledge into one schedule. You tell us which appliances and systems your home has and roughly how
          old they are; we tell you what is due, how long it takes, whether it is a do-it-yourself job or one for a professional, and what it
          saves you.
        </p>

        <h2>What we believe</h2>
        <ul>
          <li>
            <strong>Small and regular beats big and rare.</strong> Ten minutes on a filter each quarter costs less than one emergency repair.
          </li>
          <li>
            <strong>Clear instructions make jobs doable.</strong> Every task comes with step-by-step guidance and tells you when to call a
            pro instead.
          </li>
          <li>
            <strong>Your data is yours.</strong> Use Hearthkeep without an account, export everything at any time, and delete your account
            in two clicks. Analytics run only if you say yes.
          </li>
          <li>
            <strong>No dark patterns.</strong> The free plan is genuinely useful, there is no credit card to start, and paid plans, once they open,
            carry a 30-day money-back guarantee.
          </li>
        </ul>

        <h2>Where we are</h2>
        <p>
          More than 1,200 homeowners use Hearthkeep, and together they have completed over 48,000 tasks. We are a small team, and we read
          every message: tell us what your home needs through the <Link to="/contact-us">contact form</Link>, or read how we work on the{" "}
          <Link to="/blog">blog</Link>.
        </p>
      </Prose>
    </InfoPage>
  );
}
