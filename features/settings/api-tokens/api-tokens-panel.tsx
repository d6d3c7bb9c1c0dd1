import * as React from "react";
import { useForm, Controller } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Check, Copy, KeyRound } from "lucide-react";
import { createApiTokenRequestSchema, type ApiToken, type ApiTokenScope, type CreateApiTokenRequest } from "@domain/contract/index.ts";
import { formatDayOfInstant } from "@domain/format/for-people.ts";
import { Badge } from "@ui/badge/index.ts";
import { Button } from "@ui/button/index.ts";
import { ErrorPanel } from "@ui/error-panel/index.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@ui/card/index.ts";
import { Field } from "@ui/field/index.ts";
import { Input } from "@ui/input/index.ts";
import { useFocusAfterChange } from "@ui/lib/focus-after-change.ts";
import { RadioGroup, RadioGroupOption } from "@ui/radio-group/index.ts";
import { SkeletonRows } from "@ui/skeleton/index.ts";

/** docs/product.md §2.17 "API tokens": the words of the section. */
export const API_TOKENS_WORDS = {
  title: "API tokens",
  description: "Let home automations such as Home Assistant read your tasks, or change them, without your password.",
  nameLabel: "Token name",
  nameHint: "Where you will use it, e.g. “Home Assistant”.",
  scopeLabel: "What it may do",
  create: "Create token",
  empty: "No API tokens yet.",
  createdTitle: "Copy your new token now",
  createdBody: "It is shown only this once. Anyone with it can use your home's data as the token allows.",
  copy: "Copy token",
  copied: "Token copied.",
  copyFailed: "Could not copy. Select the token and copy it yourself.",
  done: "Done, I have copied it",
  revoke: "Revoke",
  revokeQuestion: (name: string) => `Revoke “${name}”? Automations using it stop working at once.`,
  confirmRevoke: "Revoke token",
  keep: "Keep it",
  loadFailed: "Your API tokens could not be loaded.",
  retry: "Try again",
  neverUsed: "Never used",
} as const;

const scopeLabels: Record<ApiTokenScope, { label: string; description: string }> = {
  read: {
    label: "Read only",
    description: "Reads tasks, appliances, history and notifications.",
  },
  write: {
    label: "Read and write",
    description: "Also completes, snoozes and edits tasks and appliances.",
  },
};

export type ApiTokensPanelProps = {
  /** The tokens not revoked, newest first; undefined while they load or when they could not be loaded. */
  tokens: readonly ApiToken[] | undefined;
  status: "loading" | "ready" | "error";
  onRetry: () => void;
  /** Makes a token; rejects with the reason when the server refuses (the form keeps what was typed). */
  onCreate: (request: CreateApiTokenRequest) => Promise<unknown>;
  /** The token just made and its secret, shown until `onDismissCreated`. */
  created?: { name: string; secret: string } | undefined;
  onDismissCreated: () => void;
  /** Copies the secret; rejects when the browser refuses the clipboard. */
  onCopy: (secret: string) => Promise<void>;
  /** Revokes a token; rejects with the reason when it failed. */
  onRevoke: (id: string) => Promise<unknown>;
  /** The id of the token being revoked. */
  revoking?: string | undefined;
  /** Why the last change failed, said under the form. */
  problem?: string | undefined;
};

/**
 * The personal API tokens of the account (docs/product.md §2.17): make one with a name and a scope, see its
 * secret once with a copy button, the list with when each was last used, and revoke one after a question.
 */
export function ApiTokensPanel({ tokens, status, onRetry, onCreate, created, onDismissCreated, onCopy, onRevoke, revoking, problem }: ApiTokensPanelProps) {
  const titleId = React.useId();
  const statusId = React.useId();
  const panelRef = React.useRef<HTMLDivElement>(null);
  const [copied, setCopied] = React.useState<{
    secret: string;
    state: "copied" | "failed";
  }>();
  const copyState = copied && copied.secret === created?.secret ? copied.state : "idle";
  const [confirming, setConfirming] = React.useState<string>();
  const keepRef = React.useRef<HTMLButtonElement>(null);
  const lastAsked = React.useRef<string>(undefined);
  // A question takes the place of its Revoke button and the focus goes to its safe answer; answered, back to
  // that button, or (the token gone, the new token's box closed) to the name of the next token to make.
  useFocusAfterChange(panelRef, () => {
    const asked = lastAsked.current ? panelRef.current?.querySelector<HTMLElement>(`[data-revoke-for="${lastAsked.current}"]`) : null;
    const name = panelRef.current?.querySelector<HTMLElement>('input[name="name"]');
    return keepRef.current ?? asked ?? name ?? null;
  });

  const form = useForm<CreateApiTokenRequest, unknown, CreateApiTokenRequest>({
    resolver: zodResolver(createApiTokenRequestSchema),
    defaultValues: { name: "", scope: "read" },
    mode: "onSubmit",
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onCreate(values);
      form.reset({ name: "", scope: values.scope });
    } catch {
      // `problem` says why; what was typed stays for another try.
    }
  });

  const copy = async () => {
    if (!created) return;
    try {
      await onCopy(created.secret);
      setCopied({ secret: created.secret, state: "copied" });
    } catch {
      setCopied({ secret: created.secret, state: "failed" });
    }
  };

  const message =
    copyState === "copied"
      ? API_TOKENS_WORDS.copied
      : copyState === "failed"
        ? API_TOKENS_WORDS.copyFailed
        : (problem ?? (created ? `${API_TOKENS_WORDS.createdTitle}: ${created.name}.` : ""));

  return (
    <Card ref={panelRef} role="region" data-slot="api-tokens-panel" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle asLevel={2} id={titleId} className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-5" />
          {API_TOKENS_WORDS.title}
        </CardTitle>
        <CardDescription>{API_TOKENS_WORDS.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {created ? (
          <div role="group" aria-labelledby={`${titleId}-created`} className="grid gap-3 rounded-md border border-primary/50 bg-accent/40 p-4">
            <p id={`${titleId}-created`} className="font-medium">
              {API_TOKENS_WORDS.createdTitle}: {created.name}
            </p>
            <p id={`${titleId}-created-hint`} className="text-sm">
              {API_TOKENS_WORDS.createdBody}
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                aria-label={`New token ${created.name}`}
                aria-describedby={`${titleId}-created-hint`}
                value={created.secret}
                readOnly
                className="font-mono text-xs"
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button onClick={() => void copy()} aria-describedby={statusId}>
                {copyState === "copied" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                {API_TOKENS_WORDS.copy}
              </Button>
            </div>
            <div>
              <Button variant="outline" onClick={onDismissCreated}>
                {API_TOKENS_WORDS.done}
              </Button>
            </div>
          </div>
        ) : null}

        <form noValidate aria-label="New API token" onSubmit={(event) => void submit(event)} className="grid gap-4">
          <Field label={API_TOKENS_WORDS.nameLabel} hint={API_TOKENS_WORDS.nameHint} error={errors.name?.message}>
            <Input autoComplete="off" maxLength={60} {...form.register("name")} />
          </Field>
          <Field label={API_TOKENS_WORDS.scopeLabel}>
            <Controller
              control={form.control}
              name="scope"
              render={({ field }) => (
                <RadioGroup value={field.value} onValueChange={(scope) => field.onChange(scope)} className="grid gap-3 sm:grid-cols-2">
                  {(Object.keys(scopeLabels) as ApiTokenScope[]).map((scope) => (
                    <RadioGroupOption key={scope} value={scope} label={scopeLabels[scope].label} description={scopeLabels[scope].description} />
                  ))}
                </RadioGroup>
              )}
            />
          </Field>
          <div>
            <Button type="submit" loading={isSubmitting}>
              {API_TOKENS_WORDS.create}
            </Button>
          </div>
        </form>

        <div className="grid gap-2 border-t pt-4">
          {status === "loading" ? <SkeletonRows label="Loading your API tokens" rows={2} rowClassName="h-12" /> : null}
          {status === "error" ? <ErrorPanel title={API_TOKENS_WORDS.loadFailed} actions={[{ label: API_TOKENS_WORDS.retry, onAction: onRetry }]} /> : null}
          {status === "ready" && tokens ? (
            tokens.length === 0 ? (
              <p className="text-sm text-muted-foreground">{API_TOKENS_WORDS.empty}</p>
            ) : (
              <ul aria-label="Your API tokens" className="grid divide-y">
                {tokens.map((token) => (
                  <li key={token.id} className="grid gap-2 py-3 first:pt-0">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <div className="grid gap-1">
                        <p className="flex flex-wrap items-center gap-2 font-medium">
                          <span>{token.name}</span>
                          <Badge tone={token.scope === "write" ? "accent" : "muted"}>{scopeLabels[token.scope].label}</Badge>
                        </p>
                        <p className="text-sm text-muted-foreground">
                          Made <time dateTime={token.createdAt}>{formatDayOfInstant(token.createdAt)}</time>
                          {" · "}
                          {token.lastUsedAt ? (
                            <>
                              Last used <time dateTime={token.lastUsedAt}>{formatDayOfInstant(token.lastUsedAt)}</time>
                            </>
                          ) : (
                            API_TOKENS_WORDS.neverUsed
                          )}
                        </p>
                      </div>
                      {confirming === token.id ? null : (
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`${API_TOKENS_WORDS.revoke} ${token.name}`}
                          loading={revoking === token.id}
                          data-revoke-for={token.id}
                          onClick={() => {
                            lastAsked.current = token.id;
                            setConfirming(token.id);
                          }}
                        >
                          {API_TOKENS_WORDS.revoke}
                        </Button>
                      )}
                    </div>
                    {confirming === token.id ? (
                      <div role="group" aria-labelledby={`${titleId}-${token.id}-question`} className="grid gap-3">
                        <p id={`${titleId}-${token.id}-question`} className="text-sm">
                          {API_TOKENS_WORDS.revokeQuestion(token.name)}
                        </p>
                        <div className="flex flex-wrap gap-2">
                          <Button
                            variant="destructive"
                            onClick={() => {
                              setConfirming(undefined);
                              void onRevoke(token.id).catch(() => undefined);
                            }}
                          >
                            {API_TOKENS_WORDS.confirmRevoke}
                          </Button>
                          <Button ref={keepRef} variant="ghost" onClick={() => setConfirming(undefined)}>
                            {API_TOKENS_WORDS.keep}
                          </Button>
                        </div>
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
            )
          ) : null}
        </div>
        <p id={statusId} role="status" className="min-h-5 text-sm">
          {message}
        </p>
      </CardContent>
    </Card>
  );
}
