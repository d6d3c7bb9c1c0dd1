import { Button, Heading, Section, Text } from "@react-email/components";
import { formatDayWithWeekday } from "@domain/format/for-people.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import { EmailLayout, colors } from "./email-layout.tsx";

export type InvitationEmailProps = {
  appUrl: string;
  /** The home's name, or null when nobody named it ("My home"). */
  homeName: string | null;
  /** The inviter's name, or their address when they gave none. */
  invitedBy: string;
  /** `${appUrl}/invitations/${token}`: single use. */
  link: string;
  /** The last day the link works, in the inviter's time zone. */
  expiresOn: CalendarDate;
};

const homeWords = (homeName: string | null) => (homeName ? homeName : "their home");

export function invitationSubject({ invitedBy, homeName }: Pick<InvitationEmailProps, "invitedBy" | "homeName">): string {
  return `${invitedBy} invited you to ${homeWords(homeName)} on Hearthkeep`;
}

/**
 * The invitation to join a home (docs/product.md §6.5): whose home, who invited, the single-use link and the day
 * it stops working. Sent once on an owner's request, so the footer says why and offers no unsubscribe.
 */
export function InvitationEmail({ appUrl, homeName, invitedBy, link, expiresOn }: InvitationEmailProps) {
  return (
    <EmailLayout
      preview={invitationSubject({ invitedBy, homeName })}
      appUrl={appUrl}
      reason={`You get this e-mail because ${invitedBy} entered your address to share a home's upkeep with you. If you do not know them, ignore it: nothing happens unless you accept.`}
    >
      <Heading as="h1" style={{ fontSize: 22, lineHeight: "30px", margin: "24px 0 8px" }}>
        {`Join ${homeWords(homeName)} on Hearthkeep`}
      </Heading>
      <Text style={{ fontSize: 15, lineHeight: "24px", margin: "0 0 16px" }}>
        {`${invitedBy} invited you to keep ${homeWords(homeName)} together: its maintenance tasks, appliances and history, shared with everyone who lives there.`}
      </Text>
      <Section style={{ margin: "8px 0 16px" }}>
        <Button href={link} style={{ backgroundColor: colors.brand, borderRadius: 8, color: "#ffffff", fontSize: 15, fontWeight: 600, padding: "12px 20px" }}>
          See the invitation
        </Button>
      </Section>
      <Text style={{ color: colors.muted, fontSize: 14, lineHeight: "20px", margin: "0 0 8px" }}>
        {`Or open this link: ${link}`}
      </Text>
      <Text style={{ color: colors.muted, fontSize: 14, lineHeight: "20px", margin: 0 }}>
        {`The link works once, until ${formatDayWithWeekday(expiresOn)}. You sign in or create an account with this address, then accept or decline.`}
      </Text>
    </EmailLayout>
  );
}
