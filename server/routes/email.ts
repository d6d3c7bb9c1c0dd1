import express, { type Request, type RequestHandler, type Response, type Router } from "express";
import { ZodError } from "zod";
import { apiRouter } from "../http/router.ts";
import { answeredByHandler, type RouteRegistry } from "../http/route-registry.ts";
import { AppError } from "../http/app-error.ts";
import type { UnsubscribeService } from "../services/unsubscribe.ts";
import type { UnsubscribeTopic } from "../security/unsubscribe-token.ts";
import { noStore } from "../http/no-store.ts";

const topicWords: Record<UnsubscribeTopic, string> = { emailReminders: "reminder e-mails", weeklySummary: "the weekly summary e-mail" };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Hearthkeep</title></head>` +
    `<body style="font-family:system-ui,sans-serif;background:#f3f4f6;color:#1f2937;margin:0;padding:48px 16px">` +
    `<main style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:28px"><p style="font-weight:700;font-size:20px;margin:0 0 16px">Hearthkeep</p><h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(title)}</h1>${body}</main></body></html>`
  );
}

const unsubscribedPage = (email: string, topic: UnsubscribeTopic) => page("You are unsubscribed", `<p>${escapeHtml(email)} no longer gets ${topicWords[topic]}.</p>`);

/** The page of a link that does not work, with its refusal's status. */
function refuseWithPage(res: Response, status: number): typeof answeredByHandler {
  res
    .status(status)
    .type("html")
    .send(page("This link is not valid", "<p>The unsubscribe link is damaged or was not made for you. You can change your e-mail preferences in your settings.</p>"));
  return answeredByHandler;
}

const linkInvalid = () => new AppError(400, "UNSUBSCRIBE_LINK_INVALID", "This unsubscribe link is not valid");
const wantsPage = (req: Request) => req.accepts(["json", "html"]) === "html";

/**
 * `/api/email/unsubscribe/{token}`, the link of every reminder and summary e-mail (List-Unsubscribe).
 * GET only shows what the link does, with a button (mail scanners open links; they must not
 * unsubscribe anyone); POST, from that button or from the mail client's one-click action
 * (`List-Unsubscribe=One-Click`), turns the preference off. No sign-in and no CSRF token: the signed
 * token in the URL is the proof, and it works only for the user and e-mail it was made for.
 */
export function emailRoutes({ registry, unsubscribe }: { registry: RouteRegistry; unsubscribe: UnsubscribeService }): Router {
  // A link whose token (or form) does not validate is a link that does not work, answered as one.
  const invalidLinkAnswered =
    (answer: (req: Request, res: Response) => void): ((run: RequestHandler) => RequestHandler) =>
    (run) =>
    async (req, res, next) => {
      try {
        await run(req, res, next);
      } catch (error) {
        if (!(error instanceof ZodError)) throw error;
        answer(req, res);
      }
    };
  return registry.mount(apiRouter(), "/api/email", {
    showUnsubscribe: {
      before: [noStore],
      around: invalidLinkAnswered((_req, res) => refuseWithPage(res, 400)),
      handle: async ({ params }, { res }) => {
        res.setHeader("Referrer-Policy", "no-referrer");
        try {
          const { email, topic, alreadyOff } = await unsubscribe.preview(params.token);
          if (alreadyOff) return unsubscribedPage(email, topic);
          return page(
            "Unsubscribe?",
            `<p>Stop ${topicWords[topic]} to ${escapeHtml(email)}? You can turn them back on in your settings at any time.</p>` +
              `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="background:#0f766e;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-size:15px;font-weight:600;cursor:pointer">Unsubscribe</button></form>`,
          );
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return refuseWithPage(res, error.status);
        }
      },
    },
    unsubscribe: {
      before: [noStore, express.urlencoded({ extended: false, limit: "2kb" })],
      absentBody: {},
      around: invalidLinkAnswered((req, res) => {
        if (!wantsPage(req)) throw linkInvalid();
        refuseWithPage(res, 400);
      }),
      handle: async ({ params }, { req, res }) => {
        try {
          const { email, topic } = await unsubscribe.unsubscribe(params.token);
          if (!wantsPage(req)) return { unsubscribed: topic };
          res.status(200).type("html").send(unsubscribedPage(email, topic));
          return answeredByHandler;
        } catch (error) {
          if (!wantsPage(req) || !(error instanceof AppError)) throw error;
          return refuseWithPage(res, error.status);
        }
      },
    },
  });
}
