import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { authHandlers, authUrls } from "../../mock-api/handlers/auth.ts";
import { authErrorBodies } from "../../mock-api/fixtures/auth.ts";
import { withAccountFrame, type AccountFrameParameters } from "../../test-support/stories/account-story-frame.tsx";
import { VerifyEmailScreen } from "./verify-email-screen.tsx";

/* Opening the link mailed at sign-up: /verify-email?token=… (docs/product.md §4.18). */
const fromLink = { accountFrame: { entry: "/verify-email?token=verification-token-from-the-email" } satisfies AccountFrameParameters };

const meta = {
  title: "Features/Account/VerifyEmail",
  component: VerifyEmailScreen,
  parameters: { layout: "fullscreen", ...fromLink, msw: { handlers: [authHandlers.verifyEmail.ok] } },
  decorators: [withAccountFrame("/verify-email")],
} satisfies Meta<typeof VerifyEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Pick<StoryContext, "canvasElement">;
const screen = ({ canvasElement }: Context) => within(canvasElement.ownerDocument.body);
const heading = (context: Context, name: string) => screen(context).findByRole("heading", { level: 1, name });

export const Verifying: Story = {
  parameters: { msw: { handlers: [authHandlers.verifyEmail.pending] } },
  play: async (context) => {
    await expect(await heading(context, "Verify your address")).toBeVisible();
    await expect(screen(context).getByRole("status")).toHaveTextContent("Verifying your address…");
  },
};

export const Verified: Story = {
  tags: ["visual-mobile"],
  play: async (context) => {
    await expect(await heading(context, "Address verified")).toBeVisible();
    await expect(screen(context).getByRole("status")).toHaveTextContent("Hearthkeep will send your reminders and weekly summary to this address.");
    await expect(screen(context).getByRole("link", { name: "Go to the dashboard" })).toHaveAttribute("href", "/dashboard");
  },
};

export const LinkNoLongerWorks: Story = {
  tags: ["visual-mobile"],
  parameters: { msw: { handlers: [authHandlers.verifyEmail.noLongerWorks] } },
  play: async (context) => {
    await expect(await heading(context, "This link no longer works")).toBeVisible();
    const alert = screen(context).getByRole("alert");
    await expect(alert).toHaveTextContent(`${authErrorBodies.verificationLinkInvalid.error.message}.`);
    await expect(alert).toHaveTextContent("A link works once, for two days");
    await expect(screen(context).getByRole("link", { name: "Open Settings" })).toHaveAttribute("href", "/settings");
  },
};

/** A link cut short by a mail program: nothing to send. */
export const IncompleteLink: Story = {
  parameters: { accountFrame: { entry: "/verify-email" } satisfies AccountFrameParameters, msw: { handlers: [] } },
  play: async (context) => {
    await expect(await heading(context, "This link no longer works")).toBeVisible();
    await expect(screen(context).getByRole("alert")).toHaveTextContent("This link is incomplete.");
  },
};

// The server fails the first send and verifies the next, as after a passing fault.
let sends = 0;
const failsFirst = http.post(authUrls.verifyEmail, () => {
  sends += 1;
  return sends === 1 ? HttpResponse.json(authErrorBodies.internal, { status: 500 }) : HttpResponse.json({ ok: true });
});

export const ServerError: Story = {
  tags: ["visual-mobile"],
  parameters: { msw: { handlers: [failsFirst] } },
  beforeEach: () => {
    sends = 0;
  },
  play: async (context) => {
    await expect(await heading(context, "We couldn't verify your address")).toBeVisible();
    await expect(screen(context).getByRole("alert")).toHaveTextContent(authErrorBodies.internal.error.message);
  },
};

/** 'Try again' sends the link once more, and this time it works. */
export const TryAgainAfterAnError: Story = {
  tags: ["no-visual"],
  parameters: ServerError.parameters,
  beforeEach: ServerError.beforeEach,
  play: async (context) => {
    await ServerError.play!(context);
    await userEvent.click(screen(context).getByRole("button", { name: "Try again" }));
    await expect(await heading(context, "Address verified")).toBeVisible();
  },
};
