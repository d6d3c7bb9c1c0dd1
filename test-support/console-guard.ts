/**
 * The house rule "a console.error or console.warn during a test fails it", shared by every test runner
 * of the project: the Vitest projects install it through `fail-on-console.setup.ts`, the story tests
 * through Storybook's preview (`.storybook/preview.tsx`). A test that means to log declares it with
 * `expectConsole` (the message must then appear) or `allowConsole` (it may appear).
 */

export type ConsoleLevel = "error" | "warn";
type Matcher = string | RegExp;
type Expectation = { level: ConsoleLevel; matcher: Matcher | undefined; required: boolean; seen: boolean };
type Logged = { level: ConsoleLevel; text: string };

const levels: readonly ConsoleLevel[] = ["error", "warn"];
let logged: Logged[] = [];
let expectations: Expectation[] = [];
let watching = false;
let installed = false;

function describeArgument(value: unknown): string {
  if (typeof value === "string") return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function matches(expectation: Expectation, entry: Logged): boolean {
  if (expectation.level !== entry.level) return false;
  const { matcher } = expectation;
  if (matcher === undefined) return true;
  return typeof matcher === "string" ? entry.text.includes(matcher) : matcher.test(entry.text);
}

/**
 * Wraps console.error and console.warn once, so that what they print is also noted; the messages still
 * reach the console. A test's own `vi.spyOn(console, "error").mockImplementation(…)` sits in front of
 * the wrapper and so keeps what it swallows from counting, which is how such a test says it expects it.
 */
function install(): void {
  if (installed) return;
  installed = true;
  for (const level of levels) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      if (watching) logged.push({ level, text: args.map(describeArgument).join(" ") });
      original(...args);
    };
  }
}

/** Starts watching the console for one test; whatever was noted or expected before is forgotten. */
export function startConsoleGuard(): void {
  install();
  logged = [];
  expectations = [];
  watching = true;
}

/** This test logs a message at `level` (one containing `matcher`, or matching it): it fails if none comes. */
export function expectConsole(level: ConsoleLevel, matcher?: Matcher): void {
  expectations.push({ level, matcher, required: true, seen: false });
}

/** This test may log at `level` (messages containing or matching `matcher`), and passes whether it does or not. */
export function allowConsole(level: ConsoleLevel, matcher?: Matcher): void {
  expectations.push({ level, matcher, required: false, seen: false });
}

/**
 * Ends the test's watch: throws when something was logged that no expectation covers, or when an expected
 * message never came. Either way the next test starts clean.
 */
export function finishConsoleGuard(): void {
  const noted = logged;
  const declared = expectations;
  logged = [];
  expectations = [];
  watching = false;
  const unexpected = noted.filter((entry) => {
    const covering = declared.filter((expectation) => matches(expectation, entry));
    for (const expectation of covering) expectation.seen = true;
    return covering.length === 0;
  });
  const missing = declared.filter((expectation) => expectation.required && !expectation.seen);
  const problems = [
    ...unexpected.map((entry) => `console.${entry.level} was called: ${entry.text}`),
    ...missing.map((expectation) => `console.${expectation.level} was expected${expectation.matcher === undefined ? "" : ` (${String(expectation.matcher)})`} but never called`),
  ];
  if (problems.length > 0) {
    throw new Error(
      `${problems.join("\n")}\nA test fails on console errors and warnings it does not expect: fix their cause, or declare them with expectConsole(…) / allowConsole(…).`,
    );
  }
}

/**
 * Runs the check that ends every test now and starts a clean watch, returning what the check failed with
 * ("" when it passes): for the tests that prove the guard itself works.
 */
export function consoleCheckFailureNow(): string {
  try {
    finishConsoleGuard();
    return "";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    startConsoleGuard();
  }
}
