import * as React from "react";
import { Link } from "react-router";
import { Clock, Mail } from "lucide-react";
import type { ContactMessageRequest } from "@domain/contract/index.ts";
import { apiClient, type ApiClient } from "@lib/http/index.ts";
import { contactFailureOf, sendContactMessage } from "./contact-api.ts";
import { ContactForm } from "./contact-form.tsx";
import { InfoPage } from "./info-page.tsx";

/** `/contact-us` (and `/contact`): the contact form, posting to `POST /api/contact`. */
export function ContactPage({ client = apiClient }: { client?: ApiClient }) {
  const send = React.useCallback(
    async (message: ContactMessageRequest) => {
      try {
        await sendContactMessage(client, message);
        return null;
      } catch (error) {
        return contactFailureOf(error);
      }
    },
    [client],
  );
  return (
    <InfoPage
      heading="Contact us"
      path="/contact-us"
      description="Questions, ideas or a problem with Hearthkeep? Write to us; we answer every message within two working days."
      lead="Questions, ideas or a problem? We read every message and answer within two working days."
    >
      <div className="grid gap-10 md:grid-cols-[1fr_16rem]">
        <ContactForm onSend={send} />
        <aside aria-label="Before you write" className="flex flex-col gap-5 text-sm text-muted-foreground">
          <p className="flex gap-2">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            We reply on working days, usually within a day.
          </p>
          <p className="flex gap-2">
            <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              Many answers are already in the{" "}
              <Link to="/faq" className="font-medium text-primary underline underline-offset-4">
                FAQ
              </Link>
              . For a refund under the 30-day money-back guarantee, use the subject “Refund”.
            </span>
          </p>
        </aside>
      </div>
    </InfoPage>
  );
}
