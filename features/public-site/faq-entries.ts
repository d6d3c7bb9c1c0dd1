/** The FAQ page's questions and answers, in the order a new visitor asks them. */
export type FaqEntry = { id: string; question: string; answer: readonly string[] };

export const faqEntries: readonly FaqEntry[] = [
  {
    id: "what-is-it",
    question: "What does Hearthkeep do?",
    answer: [
      "It keeps a maintenance schedule for your home. Pick your home type and the appliances and systems you own, and Hearthkeep lists every recurring task with its due date, how long it takes, whether it is a DIY or a professional job, and what it saves you.",
    ],
  },
  {
    id: "setup-time",
    question: "How long does setup take?",
    answer: ["About two minutes: choose a home type, tick your appliances, say roughly how old they are, and your schedule is ready."],
  },
  {
    id: "cost",
    question: "Is it free?",
    answer: [
      "Yes. Every account has everything Hearthkeep does, free and with no credit card required. A paid Pro plan is coming; it is not open yet, and the pricing page will say what it adds once it does.",
    ],
  },
  {
    id: "refund",
    question: "What if Pro is not for me?",
    answer: ["Pro is not open yet, so there is nothing to pay. When it opens you can cancel anytime, and if you ask within 30 days of your first payment we refund it in full: that is our 30-day money-back guarantee."],
  },
  {
    id: "without-account",
    question: "Can I use it without an account?",
    answer: [
      "Yes. In local mode everything stays in your browser on this device. Create an account later and you can bring that data along, so your schedule follows you across devices.",
    ],
  },
  {
    id: "due-dates",
    question: "How are due dates worked out?",
    answer: [
      "Each task has a recommended interval from common manufacturer guidance, such as every three months for a furnace filter. An appliance's age or installation date stands in for its last service, so an older appliance's tasks come up sooner. Completing a task schedules the next one.",
    ],
  },
  {
    id: "professional",
    question: "Do I have to do the work myself?",
    answer: [
      "No. Each task says whether it is a reasonable do-it-yourself job or one for a professional, with typical costs for both. Gas, electrical and roof work should always go to a qualified professional.",
    ],
  },
  {
    id: "reminders",
    question: "How do reminders work?",
    answer: ["You get an e-mail when tasks come due and, if you like, a weekly summary. Both can be switched off in Settings."],
  },
  {
    id: "privacy",
    question: "What happens to my data?",
    answer: [
      "We store what the schedule needs: your e-mail, a password hash, your appliances and your tasks. We never sell it. You can export it or delete your account at any time from Settings; the Privacy Policy has the details.",
    ],
  },
  {
    id: "offline",
    question: "Does it work offline?",
    answer: ["Yes. Completing or undoing a task while offline is queued and sent when your connection returns."],
  },
];
