import * as React from "react";
import { Link } from "react-router";
import { Copy, RefreshCw } from "lucide-react";
import { healthResponseSchema } from "@domain/contract/index.ts";
import { Badge } from "@ui/badge/index.ts";
import { Button } from "@ui/button/index.ts";
import { API_BASE_URL } from "@lib/http/index.ts";
import { InfoPage } from "./info-page.tsx";
import { environmentReport, environmentRows, readBrowserFacts, type ApiReachability, type BuildFacts } from "./environment-facts.ts";

/** Set by the build (vite.config.ts `define`); absent where nothing defines it. */
declare const __APP_VERSION__: string | undefined;

const apiBaseUrl = API_BASE_URL;

export const buildFacts: BuildFacts = {
  version: typeof __APP_VERSION__ === "string" ? __APP_VERSION__ : "unknown",
  mode: import.meta.env.MODE,
  production: import.meta.env.PROD,
  apiBaseUrl,
};

/**
 * Asks `GET /api/health` and times the answer. A bare fetch rather than the app's client on purpose:
 * support needs the raw status and timing, which the client turns into normalised errors and retries.
 */
async function probeApi(signal: AbortSignal): Promise<ApiReachability> {
  const started = performance.now();
  try {
    const response = await fetch(`${apiBaseUrl.replace(/\/+$/, "")}/health`, { headers: { Accept: "application/json" }, cache: "no-store", signal });
    const milliseconds = Math.round(performance.now() - started);
    if (!response.ok) return { state: "unreachable", reason: `the server answered ${response.status} ${response.statusText}`.trim() };
    const body = healthResponseSchema.safeParse(await response.json().catch(() => undefined));
    if (!body.success) return { state: "unreachable", reason: "the answer was not the API's health report" };
    return { state: "reachable", database: body.data.database, milliseconds };
  } catch (error) {
    if (signal.aborted) throw error;
    return { state: "unreachable", reason: "no answer (offline, or the API is down)" };
  }
}

function useApiReachability() {
  const [api, setApi] = React.useState<ApiReachability>({ state: "checking" });
  const [attempt, setAttempt] = React.useState(0);
  React.useEffect(() => {
    const controller = new AbortController();
    probeApi(controller.signal).then(setApi, () => undefined);
    return () => controller.abort();
  }, [attempt]);
  const recheck = () => {
    setApi({ state: "checking" });
    setAttempt((count) => count + 1);
  };
  return { api, recheck };
}

const apiTones = { checking: "muted", reachable: "primary", unreachable: "danger" } as const;
const apiLabels = { checking: "Checking", reachable: "Reachable", unreachable: "Unreachable" } as const;

/** `/env-test`: the build and browser facts support asks for, with the API's reachability, ready to copy. */
export function EnvTestPage() {
  const { api, recheck } = useApiReachability();
  const [browser] = React.useState(() => readBrowserFacts(window));
  const [copied, setCopied] = React.useState<"idle" | "copied" | "failed">("idle");
  const rows = environmentRows(buildFacts, api, browser);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(environmentReport(rows));
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  };

  return (
    <InfoPage
      heading="Environment test"
      path="/env-test"
      description="Build and browser facts for Hearthkeep support: app version, build mode, API reachability and your browser's capabilities."
      lead={
        <>
          If Hearthkeep misbehaves, copy this report into your message on the{" "}
          <Link to="/contact-us" className="font-medium text-primary underline underline-offset-4">
            contact form
          </Link>
          . It contains no personal data beyond your browser's description.
        </>
      }
    >
      <div className="flex flex-col gap-6">
        <section aria-labelledby="api-status-title" className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4">
          <h2 id="api-status-title" className="font-semibold">
            API
          </h2>
          <Badge tone={apiTones[api.state]} data-testid="api-state">
            {apiLabels[api.state]}
          </Badge>
          <Button variant="outline" size="sm" className="ml-auto" onClick={recheck} disabled={api.state === "checking"}>
            <RefreshCw aria-hidden="true" />
            Check again
          </Button>
        </section>
        <dl className="grid gap-x-6 gap-y-3 rounded-xl border bg-card p-4 text-sm sm:grid-cols-[12rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium">{label}</dt>
              <dd className="break-words text-muted-foreground">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            Copy report
          </Button>
          <p role="status" className="text-sm text-muted-foreground">
            {copied === "copied" ? "Report copied to the clipboard." : copied === "failed" ? "Copying was blocked; select the text above instead." : ""}
          </p>
        </div>
      </div>
    </InfoPage>
  );
}
