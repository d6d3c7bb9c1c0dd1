import type { ReactNode } from "react";
import { Body, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from "@react-email/components";

export type EmailLayoutProps = {
  /** The line mail clients show beside the subject. */
  preview: string;
  appUrl: string;
  /** Why the reader gets this e-mail and how to stop it, shown in the footer. */
  reason: string;
  /** Both absent for a one-off message sent on someone's request (an invitation): there is nothing to stop. */
  unsubscribeUrl?: string;
  settingsUrl?: string;
  children: ReactNode;
};

export const colors = {
  text: "#1f2937",
  muted: "#4b5563",
  brand: "#0f766e",
  danger: "#b42318",
  border: "#e5e7eb",
  page: "#f3f4f6",
};

/**
 * The frame of every Hearthkeep e-mail: logo and name on top, the message, and a footer saying why
 * it came with a one-click way to stop it. Inline styles only: most mail clients ignore style sheets.
 */
export function EmailLayout({ preview, appUrl, reason, unsubscribeUrl, settingsUrl, children }: EmailLayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.page, color: colors.text, fontFamily: "Inter, Helvetica, Arial, sans-serif", margin: 0, padding: "24px 0" }}>
        <Container style={{ backgroundColor: "#ffffff", borderRadius: 12, maxWidth: 560, padding: "24px 28px" }}>
          <Section>
            <Link href={appUrl} style={{ color: colors.text, textDecoration: "none" }}>
              <Img src={`${appUrl}/icon-192.png`} width="36" height="36" alt="" style={{ display: "inline-block", verticalAlign: "middle", borderRadius: 8 }} />
              <span style={{ fontSize: 20, fontWeight: 700, marginLeft: 10, verticalAlign: "middle" }}>Hearthkeep</span>
            </Link>
          </Section>
          {children}
          <Hr style={{ borderColor: colors.border, margin: "28px 0 16px" }} />
          <Text style={{ color: colors.muted, fontSize: 13, lineHeight: "20px", margin: 0 }}>
            {reason}
            {unsubscribeUrl && settingsUrl ? (
              <>
                {" "}
                <Link href={unsubscribeUrl} style={{ color: colors.muted, textDecoration: "underline" }}>
                  Unsubscribe
                </Link>{" "}
                or change it in{" "}
                <Link href={settingsUrl} style={{ color: colors.muted, textDecoration: "underline" }}>
                  your settings
                </Link>
                .
              </>
            ) : null}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
