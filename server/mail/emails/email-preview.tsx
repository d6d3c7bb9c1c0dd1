import * as React from "react";
import { render, toPlainText } from "@react-email/render";

/**
 * How Storybook shows an e-mail: the HTML exactly as it is sent, in a frame of mail-client width, and
 * the plain-text part beside it, so designers review both like a screen. Only stories use this.
 */
export function EmailPreview({ subject, children }: { subject: string; children: React.ReactElement }) {
  const [rendered, setRendered] = React.useState<{ html: string; text: string }>();
  React.useEffect(() => {
    let current = true;
    void render(children).then((html) => {
      if (current) setRendered({ html, text: toPlainText(html) });
    });
    return () => {
      current = false;
    };
  }, [children]);

  return (
    <div className="grid gap-4 p-4 lg:grid-cols-[600px_1fr]">
      <section aria-label="HTML version" className="grid gap-2">
        <p className="text-sm">
          <span className="font-semibold">Subject:</span> {subject}
        </p>
        {rendered ? (
          <iframe title={`E-mail: ${subject}`} srcDoc={rendered.html} className="h-[760px] w-full rounded-md border bg-white" />
        ) : (
          <p role="status">Rendering…</p>
        )}
      </section>
      <section aria-label="Plain-text version" className="grid content-start gap-2">
        <p className="text-sm font-semibold">Plain text</p>
        {rendered ? <pre className="whitespace-pre-wrap [overflow-wrap:anywhere] rounded-md border bg-muted p-3 text-xs text-foreground">{rendered.text}</pre> : null}
      </section>
    </div>
  );
}
