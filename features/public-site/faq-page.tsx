import { Link } from "react-router";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@ui/accordion/index.ts";
import { InfoPage } from "./info-page.tsx";
import { faqEntries } from "./faq-entries.ts";

type FaqPageProps = {
  /** The questions open at first (stories open one to show an answer). */
  defaultOpen?: string[];
};

export function FaqPage({ defaultOpen = [] }: FaqPageProps) {
  return (
    <InfoPage
      heading="Frequently Asked Questions"
      title="FAQ · Hearthkeep"
      path="/faq"
      description="Answers about Hearthkeep: what it does, setup time, the free plan and the 30-day money-back guarantee, local mode, due dates, reminders and your data."
      lead={
        <>
          Quick answers to what homeowners ask us most. Anything else? <Link to="/contact-us" className="font-medium text-primary underline underline-offset-4">Write to us</Link>.
        </>
      }
    >
      <Accordion type="multiple" defaultValue={defaultOpen} variant="boxed">
        {faqEntries.map((entry) => (
          <AccordionItem key={entry.id} value={entry.id}>
            <AccordionTrigger headingLevel={2} className="text-base">
              {entry.question}
            </AccordionTrigger>
            <AccordionContent className="flex flex-col gap-2 text-base leading-relaxed">
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </InfoPage>
  );
}
