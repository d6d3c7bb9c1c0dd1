import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, TriangleAlert } from "lucide-react";
import type { z } from "zod";
import { contactMessageRequestSchema, formIssueMessage, type ContactMessageRequest } from "@domain/contract/index.ts";
import { Button } from "@ui/button/index.ts";
import { Field } from "@ui/field/index.ts";
import { Input } from "@ui/input/index.ts";
import { Textarea } from "@ui/textarea/index.ts";
import type { ContactFailure } from "./contact-api.ts";

export type ContactFormValues = z.input<typeof contactMessageRequestSchema>;

/** The longest message the contract takes, so the field stops typing where the server would refuse. */
export const MESSAGE_MAX_LENGTH = contactMessageRequestSchema.shape.message.maxLength ?? undefined;

type ContactFormProps = {
  /** Sends the validated message; resolves with null once it is stored, or with the reason it was not. */
  onSend: (message: ContactMessageRequest) => Promise<ContactFailure | null>;
  defaultValues?: Partial<ContactFormValues>;
};

/**
 * The contact form: validated in the browser with the same schema the server uses, each error next to
 * its field; while sending the button says so; afterwards a confirmation, or the reason it failed with
 * what was typed kept.
 */
export function ContactForm({ onSend, defaultValues }: ContactFormProps) {
  const [failure, setFailure] = React.useState<ContactFailure | null>(null);
  const [sentTo, setSentTo] = React.useState<string | null>(null);
  const form = useForm<ContactFormValues, unknown, ContactMessageRequest>({
    resolver: zodResolver(contactMessageRequestSchema, { error: formIssueMessage }),
    defaultValues: { name: "", email: "", subject: "", message: "", ...defaultValues },
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;
  const successRef = React.useRef<HTMLDivElement>(null);
  const failureRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    if (sentTo) successRef.current?.focus();
  }, [sentTo]);

  // The send button is disabled while it sends, which takes the focus from it: a keyboard user continues
  // from the message that says why nothing was sent, rather than from the top of the page.
  React.useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const submit = form.handleSubmit(async (message) => {
    setFailure(null);
    const outcome = await onSend(message);
    if (outcome) {
      setFailure(outcome);
      return;
    }
    setSentTo(message.email);
    form.reset();
  });

  if (sentTo) {
    return (
      <div ref={successRef} tabIndex={-1} role="status" data-slot="contact-success" className="flex flex-col items-start gap-4 rounded-xl border bg-card p-6 outline-none">
        <CircleCheck aria-hidden="true" className="size-8 text-success" />
        <h2 className="text-xl font-semibold">Message sent</h2>
        <p className="text-muted-foreground">
          Thank you for writing. We answer every message within two working days, by e-mail to <strong className="font-medium text-foreground">{sentTo}</strong>.
        </p>
        <Button variant="outline" onClick={() => setSentTo(null)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form noValidate aria-label="Contact us" onSubmit={(event) => void submit(event)} className="flex flex-col gap-5 rounded-xl border bg-card p-6">
      {failure ? (
        <div
          ref={failureRef}
          tabIndex={-1}
          role="alert"
          data-slot="contact-failure"
          className="flex gap-3 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2.5 text-sm outline-none"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <div>
            <p className="font-medium text-destructive">{failure.kind === "rate-limited" ? "Too many messages" : "Message not sent"}</p>
            <p>{failure.message}</p>
          </div>
        </div>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" error={errors.name?.message}>
          <Input autoComplete="name" {...form.register("name")} />
        </Field>
        <Field label="E-mail" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
        </Field>
      </div>
      <Field label="Subject" error={errors.subject?.message}>
        <Input {...form.register("subject")} />
      </Field>
      <Field label="Message" hint="Tell us what you need; for a bug, what you did and what you saw." error={errors.message?.message}>
        <Textarea rows={6} maxLength={MESSAGE_MAX_LENGTH} {...form.register("message")} />
      </Field>
      <Button type="submit" size="lg" loading={isSubmitting} className="self-start">
        {isSubmitting ? "Sending…" : "Send message"}
      </Button>
    </form>
  );
}
