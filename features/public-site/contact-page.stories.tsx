import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { contactHandlers } from "../../mock-api/handlers/contact.ts";
import { ContactPage } from "./contact-page.tsx";
import { phoneViewport, withPublicRouter } from "../../test-support/stories/public-router.tsx";

const meta = {
  title: "Pages/Contact",
  component: ContactPage,
  parameters: { layout: "fullscreen", msw: { handlers: [contactHandlers.ok] } },
  decorators: [withPublicRouter("/contact-us")],
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Pick<StoryContext, "canvasElement">;
const canvasOf = ({ canvasElement }: Context) => within(canvasElement);
const form = (context: Context) => within(canvasOf(context).getByRole("form", { name: "Contact us" }));

async function fillIn(context: Context) {
  await userEvent.type(form(context).getByLabelText("Name"), "Ana Lopez");
  await userEvent.type(form(context).getByLabelText("E-mail"), "ana@example.com");
  await userEvent.type(form(context).getByLabelText("Subject"), "Filter sizes");
  await userEvent.type(form(context).getByLabelText("Message"), "Which filter fits a 16 × 25 slot?");
}

const send = (context: Context) => userEvent.click(form(context).getByRole("button", { name: "Send message" }));

export const Empty: Story = {
  play: async (context) => {
    await expect(canvasOf(context).getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    await expect(document.title).toBe("Contact us · Hearthkeep");
    for (const label of ["Name", "E-mail", "Subject", "Message"]) await expect(form(context).getByLabelText(label)).toHaveValue("");
  },
};

/** Sending an empty form: each field says what it needs, next to it, and the first one gets focus. */
export const FieldErrors: Story = {
  play: async (context) => {
    await send(context);
    const name = form(context).getByLabelText("Name");
    await waitFor(() => expect(name).toHaveAccessibleDescription("Enter your name"));
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveFocus();
    await expect(form(context).getByLabelText("E-mail")).toHaveAccessibleDescription("Enter your e-mail address");
    await expect(form(context).getByLabelText("Subject")).toHaveAccessibleDescription("Enter a subject");
    await expect(form(context).getByLabelText("Message")).toHaveAccessibleDescription(/Enter a message/);

    await userEvent.type(form(context).getByLabelText("E-mail"), "ana@");
    await userEvent.tab();
    await expect(form(context).getByLabelText("E-mail")).toHaveAccessibleDescription("Enter a valid e-mail address, like name@example.com");
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [contactHandlers.pending] } },
  play: async (context) => {
    await fillIn(context);
    await send(context);
    const button = await form(context).findByRole("button", { name: "Sending…" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
  },
};

export const Sent: Story = {
  play: async (context) => {
    await fillIn(context);
    await send(context);
    const confirmation = await canvasOf(context).findByRole("status");
    await expect(within(confirmation).getByRole("heading", { name: "Message sent" })).toBeVisible();
    await expect(confirmation).toHaveTextContent("ana@example.com");
    await waitFor(() => expect(confirmation).toHaveFocus());
    await userEvent.click(within(confirmation).getByRole("button", { name: "Send another message" }));
    await expect(form(context).getByLabelText("Name")).toHaveValue("");
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [contactHandlers.serverError] } },
  play: async (context) => {
    await fillIn(context);
    await send(context);
    const alert = await form(context).findByRole("alert");
    await expect(alert).toHaveTextContent("Message not sent");
    await expect(alert).toHaveTextContent("Something went wrong on our side and your message was not sent.");
    // The focus moves to the message, not to the top of the page (the send button was disabled meanwhile).
    await waitFor(() => expect(alert).toHaveFocus());
    // What was typed stays, ready to send again.
    await expect(form(context).getByLabelText("Message")).toHaveValue("Which filter fits a 16 × 25 slot?");
  },
};

export const RateLimited: Story = {
  parameters: { msw: { handlers: [contactHandlers.rateLimited] } },
  play: async (context) => {
    await fillIn(context);
    await send(context);
    const alert = await form(context).findByRole("alert");
    await expect(alert).toHaveTextContent("Too many messages");
    await expect(alert).toHaveTextContent("Too many attempts. Try again in 45 minutes.");
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

export const Mobile: Story = {
  ...phoneViewport,
  tags: ["phone-only"],
  play: async (context) => {
    await expect(form(context).getByRole("button", { name: "Send message" })).toBeVisible();
  },
};
