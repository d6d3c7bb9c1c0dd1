import * as React from "react";
import { asSentence } from "@domain/format/for-people.ts";
import { normaliseError } from "@lib/http/index.ts";
import { Button } from "@ui/button/index.ts";

export type UnverifiedAddressNoticeProps = {
  email: string;
  /** Asks for a new link; rejects with the server's reason when it is refused (sent too often). */
  onResend: () => Promise<unknown>;
};

type Sending = { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "refused"; message: string };

/** docs/product.md §2.17 and §4.18: the address is not verified yet, so nothing scheduled is mailed to it. */
export function UnverifiedAddressNotice({ email, onResend }: UnverifiedAddressNoticeProps) {
  const [sending, setSending] = React.useState<Sending>({ kind: "idle" });
  const headingId = React.useId();
  const resend = async () => {
    setSending({ kind: "sending" });
    try {
      await onResend();
      setSending({ kind: "sent" });
    } catch (error) {
      setSending({ kind: "refused", message: normaliseError(error).message });
    }
  };
  return (
    <section aria-labelledby={headingId} data-slot="unverified-address" className="grid gap-3 rounded-md border border-warning/50 bg-warning/15 p-4 text-sm">
      <div className="grid gap-1">
        <h3 id={headingId} className="font-medium">
          Your e-mail address is not verified yet
        </h3>
        <p className="text-muted-foreground">
          Hearthkeep sends no reminders or weekly summary to <span className="font-medium break-all text-foreground">{email}</span> until you open the
          link we e-mailed to it.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" size="sm" loading={sending.kind === "sending"} onClick={() => void resend()}>
          Resend the link
        </Button>
        <p role="status" className="text-muted-foreground">
          {sending.kind === "sent" ? "Link sent. Check your inbox." : null}
        </p>
      </div>
      {sending.kind === "refused" ? (
        <p role="alert" className="font-medium">
          {asSentence(sending.message)}
        </p>
      ) : null}
    </section>
  );
}
