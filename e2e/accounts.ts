import { expect, type APIRequestContext, type Page } from "@playwright/test";

/*
 * Accounts for the journeys, made through the real API the way the browser talks to it (the CSRF
 * cookie echoed in its header), and the e-mails the server sends them over SMTP (e2e/mail-listener.ts).
 */

export const password = "correct horse battery staple";

export const uniqueEmail = (label = "e2e") => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export type Account = { email: string; password: string };

/** The CSRF cookie's value in this context's jar; any /api answer sets the cookie when it is missing. */
export async function csrfTokenOf(api: APIRequestContext): Promise<string> {
  let cookie = (await api.storageState()).cookies.find((item) => item.name === "csrf_token");
  if (!cookie) {
    await api.get("/api/health");
    cookie = (await api.storageState()).cookies.find((item) => item.name === "csrf_token");
  }
  if (!cookie) throw new Error("The server set no csrf_token cookie");
  return cookie.value;
}

/** A user who has signed up and set up a home (so /dashboard is theirs to open). */
export async function createOnboardedAccount(api: APIRequestContext, label = "onboarded"): Promise<Account> {
  const account = { email: uniqueEmail(label), password };
  const csrf = await csrfTokenOf(api);
  const signup = await api.post("/api/auth/signup", { data: account, headers: { "X-CSRF-Token": csrf } });
  expect(signup.status(), await signup.text()).toBe(201);
  const { accessToken } = (await signup.json()) as { accessToken: string };
  const onboarding = await api.post("/api/users/onboarding-complete", {
    data: { homeType: "house", appliances: [{ type: "hvac" }] },
    headers: { "X-CSRF-Token": csrf, Authorization: `Bearer ${accessToken}` },
  });
  expect(onboarding.ok(), await onboarding.text()).toBe(true);
  return account;
}

/** A home set up through the API, and what its owner's token lets a journey read of it. */
export type OnboardedHome = {
  /** How its owner signs in again. */
  account: Account;
  /** The `data` of an API answer to its owner, asked in UTC: the journeys' browsers run in UTC, so both count the same days until due. */
  read: <T>(path: string) => Promise<T>;
  /** A POST without a body, as its owner. */
  send: (path: string) => Promise<void>;
};

/**
 * Robin, who has signed up and set up a house with these appliances, in the page's own cookie jar so
 * the page opens signed in.
 */
export async function onboardedHome(page: Page, appliances: readonly object[], label = "home"): Promise<OnboardedHome> {
  const api = page.request;
  const csrf = await csrfTokenOf(api);
  const account = { email: uniqueEmail(label), password };
  const signup = await api.post("/api/auth/signup", { data: { ...account, name: "Robin" }, headers: { "X-CSRF-Token": csrf } });
  expect(signup.status(), await signup.text()).toBe(201);
  const { accessToken } = (await signup.json()) as { accessToken: string };
  const headers = { "X-CSRF-Token": csrf, Authorization: `Bearer ${accessToken}`, "X-Time-Zone": "UTC" };
  const onboarding = await api.post("/api/users/onboarding-complete", { data: { homeType: "house", appliances }, headers });
  expect(onboarding.ok(), await onboarding.text()).toBe(true);
  return {
    account,
    read: async <T>(path: string) => {
      // A journey's reads come tens of seconds apart, and the server closes a kept-alive connection after 5 s
      // idle: a read sent on one it is closing at that moment meets ECONNRESET. A read is safe to send again,
      // so Playwright retries it on that error alone.
      const response = await api.get(path, { headers, maxRetries: 2 });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { data: T }).data;
    },
    send: async (path) => {
      const response = await api.post(path, { headers });
      expect(response.ok(), await response.text()).toBe(true);
    },
  };
}

export async function signUpInBrowser(page: Page, email = uniqueEmail()): Promise<Account> {
  await page.goto("/sign-up");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  return { email, password };
}

/** Fills and sends the sign-in form of the page that is open. */
export async function signInWithForm(page: Page, account: Account): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** An e-mail as the run's mail listener received it: its first recipient, subject, and both parts. */
export type ReceivedMail = { to: string; subject: string; text: string; html: string };

/** Every e-mail the run's mail listener has received so far, oldest first. */
export async function receivedMail(): Promise<ReceivedMail[]> {
  const mailbox = process.env.E2E_MAILBOX_URL;
  if (!mailbox) throw new Error("E2E_MAILBOX_URL is not set: the global setup did not start the mail listener.");
  const response = await fetch(mailbox);
  return ((await response.json()) as { messages: ReceivedMail[] }).messages;
}

/**
 * The newest e-mail the server sent to `to`, with `subject` when given (a new account is also sent the link
 * that verifies its address); the server sends after answering, so this waits for it.
 */
export async function latestEmailTo(to: string, subject?: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMail()).findLast((message) => message.to === to && (subject === undefined || message.subject === subject));
        return found !== undefined;
      },
      // The e-mail leaves after the answer; on a busy machine that can take a while.
      { message: `an e-mail to ${to}`, timeout: 60_000 },
    )
    .toBe(true);
  return found!;
}

/** The path and query of the link to `page` with a token in an e-mail (its host is the server's APP_URL). */
function tokenLinkIn(message: ReceivedMail, page: "forgot-password" | "verify-email"): string {
  const match = new RegExp(`https?://\\S+?/${page}\\?token=[A-Za-z0-9_%-]+`).exec(message.text);
  if (!match) throw new Error(`No /${page} link in the e-mail:\n${message.text}`);
  const link = new URL(match[0]);
  return `${link.pathname}${link.search}`;
}

/** The path and query of the reset link in a password-reset e-mail. */
export const resetLinkIn = (message: ReceivedMail) => tokenLinkIn(message, "forgot-password");

/** The path and query of the link in the e-mail that verifies a new account's address. */
export const verificationLinkIn = (message: ReceivedMail) => tokenLinkIn(message, "verify-email");

/** Signs out through the user menu in the header of a signed-in page. */
export async function signOutInBrowser(page: Page): Promise<void> {
  await page.getByRole("button", { name: /^Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
}
