import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { EmailPreview } from "./email-preview.tsx";
import { appAssetAt } from "./app-asset-handler.ts";
import { EXAMPLE_APP_URL, invitationToNamedHome, invitationToUnnamedHome } from "./email-fixtures.ts";
import { InvitationEmail, invitationSubject, type InvitationEmailProps } from "./invitation-email.tsx";

function InvitationPreview(props: InvitationEmailProps) {
  return (
    <EmailPreview subject={invitationSubject(props)}>
      <InvitationEmail {...props} />
    </EmailPreview>
  );
}

const meta = {
  title: "Emails/Invitation",
  component: InvitationPreview,
  parameters: { layout: "fullscreen", msw: { handlers: [appAssetAt(EXAMPLE_APP_URL, "/icon-192.png")] } },
  args: invitationToNamedHome,
} satisfies Meta<typeof InvitationPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

async function frameText(canvasElement: HTMLElement): Promise<string> {
  const frame = await within(canvasElement).findByTitle<HTMLIFrameElement>(/^E-mail:/);
  return frame.srcdoc;
}

export const NamedHome: Story = {
  play: async ({ canvasElement }) => {
    const html = await frameText(canvasElement);
    await expect(html).toContain("Join Lake cottage on Hearthkeep");
    await expect(html).toContain(`${EXAMPLE_APP_URL}/invitations/example-token`);
    await expect(html).toContain("Mon, Dec 14");
    await expect(within(canvasElement).getByText(/Subject:/).parentElement).toHaveTextContent("Alex Morgan invited you to Lake cottage on Hearthkeep");
  },
};

export const UnnamedHome: Story = {
  args: invitationToUnnamedHome,
  play: async ({ canvasElement }) => {
    const html = await frameText(canvasElement);
    await expect(html).toContain("Join their home on Hearthkeep");
    await expect(within(canvasElement).getByText(/Subject:/).parentElement).toHaveTextContent("alex@example.com invited you to their home on Hearthkeep");
  },
};
