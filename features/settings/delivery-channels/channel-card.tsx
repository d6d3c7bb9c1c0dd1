import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Check, Copy, Megaphone, Webhook } from "lucide-react";
import { z } from "zod";
import { setNtfyRequestSchema, setWebhookRequestSchema, type Delivery } from "@domain/contract/index.ts";
import { Button } from "@ui/button/index.ts";
import { Field } from "@ui/field/index.ts";
import { Input } from "@ui/input/index.ts";
import { DeliveryResult } from "./delivery-result.tsx";
import { DELIVERY_WORDS } from "./delivery-words.ts";

export type ChannelCardProps = {
  kind: "ntfy" | "webhook";
  /** The channel as saved: its URL, for ntfy whether it has a token, and its last delivery; null when not set. */
  channel: { url: string; hasToken?: boolean; lastDelivery: Delivery | null } | null;
  /** Saves the URL (and ntfy's token); rejects with the reason, the form keeping what was typed. */
  onSave: (values: { url: string; token?: string | null }) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
  /** Sends a test; resolves with its delivery, rejects with the reason it could not be asked. */
  onTest: () => Promise<Delivery>;
  /** The webhook's signing secret just made, shown until `onDismissSecret`. */
  secret?: string | undefined;
  onDismissSecret?: () => void;
  onCopySecret?: (secret: string) => Promise<void>;
};

// The contract's URL rule for both; the token box may stay empty (keeping the saved token), and the
// webhook has none.
const formSchemas = {
  ntfy: setNtfyRequestSchema.extend({ token: z.string().trim().max(200).optional() }),
  webhook: setWebhookRequestSchema.extend({ token: z.string().optional() }),
};
type ChannelForm = z.input<typeof formSchemas.ntfy>;

/**
 * The ntfy topic or the webhook (docs/product.md §2.17): the URL (and ntfy's optional access token) with
 * the server's reason when it refuses one (not https, a private address), "Send a test" answered with the
 * real result, the last delivery beside it, and the webhook's signing secret shown once with a copy button.
 */
export function ChannelCard({ kind, channel, onSave, onRemove, onTest, secret, onDismissSecret, onCopySecret }: ChannelCardProps) {
  const headingId = React.useId();
  const isNtfy = kind === "ntfy";
  const [problem, setProblem] = React.useState<string>();
  const [testResult, setTestResult] = React.useState<Delivery | string>();
  const [testing, setTesting] = React.useState(false);
  const [removing, setRemoving] = React.useState(false);
  const [copied, setCopied] = React.useState<"copied" | "failed">();

  const form = useForm<ChannelForm, unknown, z.output<typeof formSchemas.ntfy>>({
    resolver: zodResolver(formSchemas[kind]),
    values: { url: channel?.url ?? "", token: "" },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ url, token }) => {
    setProblem(undefined);
    try {
      await onSave(isNtfy ? { url, token: token ? token : channel?.hasToken ? undefined : null } : { url });
      setTestResult(undefined);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  });

  const test = async () => {
    setTesting(true);
    try {
      setTestResult(await onTest());
    } catch (error) {
      setTestResult(error instanceof Error ? error.message : String(error));
    } finally {
      setTesting(false);
    }
  };

  const name = isNtfy ? DELIVERY_WORDS.ntfyTitle : DELIVERY_WORDS.webhookTitle;
  const Icon = isNtfy ? Megaphone : Webhook;
  return (
    <section aria-labelledby={headingId} data-slot={`${kind}-channel`} className="grid gap-4">
      <div className="grid gap-1">
        <h3 id={headingId} className="flex items-center gap-2 font-medium">
          <Icon aria-hidden="true" className="size-4" />
          {name}
        </h3>
        <p className="text-sm text-muted-foreground">{isNtfy ? DELIVERY_WORDS.ntfyDescription : DELIVERY_WORDS.webhookDescription}</p>
      </div>

      {secret ? (
        <div role="group" aria-labelledby={`${headingId}-secret`} className="grid gap-3 rounded-md border border-primary/50 bg-accent/40 p-4">
          <p id={`${headingId}-secret`} className="font-medium">
            {DELIVERY_WORDS.secretTitle}
          </p>
          <p id={`${headingId}-secret-hint`} className="text-sm">
            {DELIVERY_WORDS.secretBody}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input aria-label="Webhook signing secret" aria-describedby={`${headingId}-secret-hint`} value={secret} readOnly className="font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
            <Button
              onClick={() =>
                void onCopySecret?.(secret).then(
                  () => setCopied("copied"),
                  () => setCopied("failed"),
                )
              }
            >
              {copied === "copied" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {DELIVERY_WORDS.copySecret}
            </Button>
          </div>
          <p role="status" className="min-h-5 text-sm">
            {copied === "copied" ? DELIVERY_WORDS.secretCopied : copied === "failed" ? DELIVERY_WORDS.copyFailed : ""}
          </p>
          <div>
            <Button variant="outline" onClick={onDismissSecret}>
              {DELIVERY_WORDS.secretDone}
            </Button>
          </div>
        </div>
      ) : null}

      <form noValidate aria-label={`${name} settings`} onSubmit={(event) => void submit(event)} className="grid gap-4">
        <Field label={isNtfy ? DELIVERY_WORDS.ntfyUrlLabel : DELIVERY_WORDS.webhookUrlLabel} hint={isNtfy ? DELIVERY_WORDS.ntfyUrlHint : DELIVERY_WORDS.webhookUrlHint} error={errors.url?.message}>
          <Input type="url" inputMode="url" autoComplete="off" spellCheck={false} {...form.register("url")} />
        </Field>
        {isNtfy ? (
          <Field label={DELIVERY_WORDS.ntfyTokenLabel} hint={channel?.hasToken ? DELIVERY_WORDS.ntfyTokenHint : undefined} error={errors.token?.message}>
            <Input type="password" autoComplete="off" {...form.register("token")} />
          </Field>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={isSubmitting} aria-label={`${DELIVERY_WORDS.save} ${name}`}>
            {DELIVERY_WORDS.save}
          </Button>
          {channel ? (
            <>
              <Button type="button" variant="outline" loading={testing} onClick={() => void test()} aria-label={`${DELIVERY_WORDS.sendTest} to ${name}`}>
                {DELIVERY_WORDS.sendTest}
              </Button>
              <Button
                type="button"
                variant="ghost"
                loading={removing}
                aria-label={`${DELIVERY_WORDS.remove} ${name}`}
                onClick={() => {
                  setRemoving(true);
                  void onRemove()
                    .then(() => form.reset({ url: "", token: "" }))
                    .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)))
                    .finally(() => setRemoving(false));
                }}
              >
                {DELIVERY_WORDS.remove}
              </Button>
            </>
          ) : null}
        </div>
      </form>

      <div role="status" className="grid min-h-5 gap-1">
        {problem ? <p className="text-sm text-destructive">{problem}</p> : null}
        {typeof testResult === "string" ? (
          <p className="text-sm text-destructive">{testResult}</p>
        ) : testResult ? (
          <DeliveryResult delivery={testResult} />
        ) : channel?.lastDelivery ? (
          <DeliveryResult delivery={channel.lastDelivery} label="Last delivery" />
        ) : channel ? null : (
          <p className="text-sm text-muted-foreground">{DELIVERY_WORDS.notSet}</p>
        )}
      </div>
    </section>
  );
}
