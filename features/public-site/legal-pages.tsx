import { Link } from "react-router";
import { BROWSER_STORAGE, CONSENT_LABELS, STORE_LABELS, type BrowserStorageEntry } from "@domain/entities/browser-storage-registry.ts";
import { InfoPage, LastUpdated, Prose } from "./info-page.tsx";

/** The date the three policies were last revised; change it with their text. */
const POLICIES_UPDATED = { date: "2026-11-01", label: "Nov 1, 2026" } as const;

export function PrivacyPolicyPage() {
  return (
    <InfoPage
      heading="Privacy Policy"
      path="/privacy-policy"
      description="What Hearthkeep stores about you (your e-mail, a password hash, your appliances and tasks), why, for how long, and how to export or delete it."
      lead={<LastUpdated {...POLICIES_UPDATED} />}
    >
      <Prose>
        <p>
          Hearthkeep is a maintenance planner for homeowners. To give you a schedule we need to know a little about you and your home. This
          policy says what we keep, why, who else sees it and how you stay in control. We do not sell your data and we do not show
          advertising.
        </p>

        <h2>What we store</h2>
        <h3>Your account</h3>
        <ul>
          <li>
            <strong>Your e-mail address</strong>, to sign you in, to send the reminders and weekly summary you ask for, and to send a
            password-reset link when you request one.
          </li>
          <li>
            <strong>A hash of your password</strong>, never the password itself. We use scrypt, a deliberately slow one-way function, so
            the password cannot be read back even by us.
          </li>
          <li>
            <strong>Your name</strong>, only if you give one, and your preferences (reminders, weekly summary, theme).
          </li>
          <li>Your plan (free, pro or beta) and when the account was created.</li>
        </ul>
        <h3>Your home</h3>
        <ul>
          <li>The home type and the appliances and systems you add, with their approximate age or installation date.</li>
          <li>
            Your maintenance tasks: due dates, completions, the notes, time spent and costs you choose to record, snoozes and your
            notifications.
          </li>
        </ul>
        <h3>When you write to us</h3>
        <p>The name, e-mail address, subject and message you send through the contact form.</p>
        <h3>Security records</h3>
        <p>
          To stop password guessing and spam we count recent attempts per IP address and per e-mail address. These counters are stored as
          one-way hashes, not as the addresses themselves, and expire within hours. Our server logs record requests for troubleshooting;
          e-mail addresses, tokens and passwords are removed from them before they are written.
        </p>

        <h2>Using Hearthkeep without an account</h2>
        <p>
          In local mode everything stays in your browser's storage on your device and never reaches our servers. Clearing your browser's
          site data removes it. If you later create an account, you can choose to move that data to your account.
        </p>

        <h2>Why we use it</h2>
        <ul>
          <li>To provide the service you signed up for: your schedule, guides, reminders and statistics (performance of our contract).</li>
          <li>To keep accounts secure and the service running (our legitimate interest in a safe, working service).</li>
          <li>To answer your messages.</li>
          <li>To measure which features are used, only if you agree to analytics (your consent, which you can withdraw at any time).</li>
        </ul>

        <h2>Who else sees it</h2>
        <p>We share data only with the providers that run parts of the service for us, under contracts that limit them to our instructions:</p>
        <ul>
          <li>our hosting and database provider, where your account and tasks are stored;</li>
          <li>our e-mail delivery provider, which receives your address and the content of the e-mails we send you;</li>
          <li>
            our product analytics provider, only after you accept analytics; it receives an anonymous account id and the features used, never
            your e-mail address or name.
          </li>
        </ul>
        <p>We disclose data to authorities only when the law requires it.</p>

        <h2>How long we keep it</h2>
        <p>
          Your account and home data are kept while you have an account. When you delete your account, your profile, home, appliances,
          tasks, history and notifications are deleted straight away. Contact messages are kept only as long as we need them to answer
          you and follow up.
        </p>

        <h2>Your rights and controls</h2>
        <ul>
          <li>
            <strong>Export</strong>: Settings lets you download everything we hold about your account and home as a JSON file.
          </li>
          <li>
            <strong>Correct</strong>: change your name, preferences, appliances and tasks at any time in the app.
          </li>
          <li>
            <strong>Delete</strong>: Settings lets you delete your account; we ask for your password to confirm.
          </li>
          <li>
            <strong>Object or withdraw consent</strong>: decline analytics, or change your answer later as described in the{" "}
            <Link to="/cookies">Cookie Policy</Link>.
          </li>
        </ul>
        <p>
          Depending on where you live you may also have the right to restrict processing and to complain to your data-protection authority.
          For any request or question, write to us through the <Link to="/contact-us">contact form</Link>; we answer within 30 days.
        </p>

        <h2>Security</h2>
        <p>
          Connections to Hearthkeep are encrypted. Sessions use short-lived access tokens and a refresh cookie that page scripts cannot read,
          and every change you make is protected against cross-site request forgery.
        </p>

        <h2>Children</h2>
        <p>Hearthkeep is meant for adults who look after a home. We do not knowingly create accounts for children under 16.</p>

        <h2>Changes to this policy</h2>
        <p>
          When we change this policy we update the date above; if a change affects how we use data you have already given us, we tell you by
          e-mail before it takes effect.
        </p>
      </Prose>
    </InfoPage>
  );
}

export function TermsOfServicePage() {
  return (
    <InfoPage
      heading="Terms of Service"
      path="/terms-of-service"
      description="The terms for using Hearthkeep: your account, the free, pro and beta plans, the 30-day money-back guarantee, acceptable use and the limits of our maintenance advice."
      lead={<LastUpdated {...POLICIES_UPDATED} />}
    >
      <Prose>
        <p>
          These terms are the agreement between you and Hearthkeep when you use the app at hearthkeep.app. By creating an account or using the
          app without one you accept them. Please read them; they are short.
        </p>

        <h2>1. Your account</h2>
        <ul>
          <li>You need to be at least 16 years old and give a working e-mail address.</li>
          <li>Keep your password to yourself. You are responsible for what happens in your account until you tell us it was compromised.</li>
          <li>You can stop using Hearthkeep and delete your account at any time from Settings.</li>
        </ul>

        <h2>2. Plans, payment and refunds</h2>
        <p>
          Hearthkeep has a free plan with every feature, a paid Pro plan that is not open yet, and a Beta programme by invitation; the{" "}
          <Link to="/pricing">pricing page</Link> lists what each includes. No credit card is needed for the free plan. Once Pro opens:
        </p>
        <ul>
          <li>It is billed in advance, monthly or yearly, and renews until you cancel. You can cancel any time; Pro then runs to the end of the period you paid for.</li>
          <li>
            <strong>30-day money-back guarantee</strong>: if Pro is not for you, ask for a refund through the{" "}
            <Link to="/contact-us">contact form</Link> within 30 days of your first payment and we refund it in full, no questions asked.
          </li>
          <li>We announce price changes at least 30 days ahead by e-mail; they apply from your next renewal.</li>
          <li>Beta features are unfinished and may change or be withdrawn; the Beta programme is free while it lasts.</li>
        </ul>

        <h2>3. Maintenance advice is guidance, not a professional inspection</h2>
        <p>
          Schedules, time estimates, costs, savings and guides are general guidance based on common manufacturer recommendations. Your
          appliance's manual and local rules come first. Turn off power, gas and water before working on an appliance, and call a qualified
          professional for gas, electrical, roofing and other work you are not trained and insured to do. Savings figures are estimates, not
          promises.
        </p>

        <h2>4. Acceptable use</h2>
        <p>Do not use Hearthkeep to break the law, to send spam through the contact form, to probe or overload our systems, or to access other people's data.</p>

        <h2>5. Your content</h2>
        <p>
          Notes, costs and other data you enter stay yours. You give us permission to store and process them only to run the service for
          you, as described in the <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>

        <h2>6. Availability and changes</h2>
        <p>
          We work to keep Hearthkeep available and your data safe, but we cannot promise uninterrupted service. We may change or retire
          features; if we ever close the service we will tell you at least 60 days ahead so you can export your data.
        </p>

        <h2>7. Liability</h2>
        <p>
          Hearthkeep is provided with reasonable care and skill. To the extent the law allows, we are not liable for indirect losses or for
          damage caused by maintenance work, and our total liability is limited to what you paid us in the 12 months before the claim. Nothing
          in these terms limits rights you have as a consumer that cannot be limited by contract.
        </p>

        <h2>8. Ending the agreement</h2>
        <p>
          You can end it by deleting your account. We may suspend an account that seriously breaks these terms, after warning you where
          possible.
        </p>

        <h2>9. Changes to these terms and contact</h2>
        <p>
          We e-mail you before material changes take effect; continuing to use Hearthkeep afterwards means you accept them. Questions are
          welcome through the <Link to="/contact-us">contact form</Link>.
        </p>
      </Prose>
    </InfoPage>
  );
}

const STORAGE_TABLE_CAPTION = "Cookies and browser storage used by Hearthkeep";

/** A key's name as the policy writes it, and where the browser keeps it. */
function EntryName({ entry }: { entry: BrowserStorageEntry }) {
  return (
    <span className="flex flex-col gap-0.5">
      <code className="font-mono text-xs font-semibold break-all text-foreground">{entry.name}</code>
      <span className="text-xs text-muted-foreground">{STORE_LABELS[entry.store]}</span>
    </span>
  );
}

/**
 * The cookie table: four columns from a small tablet's width up, and below it one card per entry, its
 * fields stacked, so a phone shows every cell without scrolling sideways (a scrolled table hides cells
 * from a keyboard). Only one of the two is displayed at a time; the other is hidden from everyone.
 */
function StorageTable() {
  return (
    <>
      <table className="max-sm:hidden">
        <caption className="sr-only">{STORAGE_TABLE_CAPTION}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Purpose</th>
            <th scope="col">Lifetime</th>
          </tr>
        </thead>
        <tbody>
          {BROWSER_STORAGE.map((entry) => (
            <tr key={entry.name}>
              <td>
                <EntryName entry={entry} />
              </td>
              <td>{CONSENT_LABELS[entry.consent]}</td>
              <td>{entry.purpose}</td>
              <td>{entry.lifetime}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label={STORAGE_TABLE_CAPTION} className="list-none! gap-3! pl-0! text-sm sm:hidden!">
        {BROWSER_STORAGE.map((entry) => (
          <li key={entry.name} className="rounded-lg border p-4">
            <EntryName entry={entry} />
            <dl className="mt-2 grid gap-2">
              {(
                [
                  ["Type", CONSENT_LABELS[entry.consent]],
                  ["Purpose", entry.purpose],
                  ["Lifetime", entry.lifetime],
                ] as const
              ).map(([term, detail]) => (
                <div key={term}>
                  <dt className="font-semibold text-foreground">{term}</dt>
                  <dd>{detail}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

export function CookiePolicyPage() {
  return (
    <InfoPage
      heading="Cookie Policy"
      path="/cookies"
      description="Every cookie and browser storage key Hearthkeep uses, what each is for and how long it stays: two cookies for your session and security, the app's own data on your device, and analytics cookies only if you say yes."
      lead={<LastUpdated {...POLICIES_UPDATED} />}
    >
      <Prose>
        <p>
          Cookies are small files a website asks your browser to keep. Hearthkeep uses as few as it can: two that the app cannot work
          without, and analytics cookies only after you agree to them. There are no advertising or social-media cookies.
        </p>
        <p>
          The app also keeps its own data in your browser's storage: your settings on this device, what lets it open quickly and work
          offline, and, in local mode, your home itself, encrypted. None of it is sent to anyone else. The list below names every cookie
          and every key, where your browser keeps it, what it is for and how long it stays.
        </p>

        <h2>What we keep in your browser</h2>
        <StorageTable />

        <h2>Strictly necessary cookies</h2>
        <p>
          <code className="font-mono text-sm">refresh_token</code> and <code className="font-mono text-sm">csrf_token</code> keep your session
          and protect it from cross-site request forgery. The law allows them without consent because the service you asked for cannot work
          without them. If you block them you can still use Hearthkeep in local mode, without an account.
        </p>

        <h2>Analytics, only if you agree</h2>
        <p>
          The first time you use the app we ask whether you accept analytics. Until you answer, and if you decline, the analytics library is
          not even downloaded and nothing is sent. If you accept, it records which features are used with an anonymous account id; page
          views, automatic click tracking and session recordings are switched off.
        </p>

        <h2>Changing your mind</h2>
        <p>
          Your answer is kept in your browser. To be asked again, clear this site's data in your browser settings (for example in Chrome:
          Settings → Privacy and security → Site data); the analytics cookies are removed with it. You can also block cookies for any site in
          your browser settings.
        </p>

        <h2>More about your data</h2>
        <p>
          The <Link to="/privacy-policy">Privacy Policy</Link> explains what we store and your rights. Questions are welcome through the{" "}
          <Link to="/contact-us">contact form</Link>.
        </p>
      </Prose>
    </InfoPage>
  );
}
