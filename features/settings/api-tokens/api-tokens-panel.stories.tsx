import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { mockApiTokenSecret, someApiTokens } from "../../../mock-api/handlers/api-tokens.ts";
import { ApiTokensPanel } from "./api-tokens-panel.tsx";

const meta = {
  title: "Features/Settings/ApiTokensPanel",
  component: ApiTokensPanel,
  tags: ["visual-mobile"],
  parameters: { layout: "padded" },
  args: {
    tokens: someApiTokens,
    status: "ready",
    onRetry: fn(),
    onCreate: fn(() => Promise.resolve()),
    onDismissCreated: fn(),
    onCopy: fn(() => Promise.resolve()),
    onRevoke: fn(() => Promise.resolve()),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApiTokensPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No token yet: the form to make one, read-only chosen. */
export const Empty: Story = {
  args: { tokens: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "API tokens" })).toBeVisible();
    await expect(canvas.getByText("No API tokens yet.")).toBeVisible();
    await expect(canvas.getByRole("radio", { name: /Read only/ })).toBeChecked();
  },
};

/** Two tokens, one used, one never, each with its scope and a Revoke button. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "Your API tokens" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    await expect(within(list).getByText(/Never used/)).toBeVisible();
    await expect(within(list).getByText(/Last used/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Revoke Home Assistant" })).toBeVisible();
  },
};

/** Making one by keyboard: a name, the scope, Enter. */
export const Create: Story = {
  args: { tokens: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("textbox", { name: /Token name/ }));
    await userEvent.keyboard("Home Assistant");
    await userEvent.click(canvas.getByRole("radio", { name: /Read and write/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Create token" }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        name: "Home Assistant",
        scope: "write",
      }),
    );
  },
};

/** A name is needed. */
export const NameMissing: Story = {
  args: { tokens: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Create token" }));
    await expect(await canvas.findByText("Give the token a name")).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** The secret, shown this once, with a copy button. */
export const JustCreated: Story = {
  args: { created: { name: "Garage tablet", secret: mockApiTokenSecret } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Copy your new token now: Garage tablet" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "New token Garage tablet" })).toHaveValue(mockApiTokenSecret);
    await userEvent.click(canvas.getByRole("button", { name: "Copy token" }));
    await expect(args.onCopy).toHaveBeenCalledWith(mockApiTokenSecret);
    await expect(await canvas.findByText("Token copied.")).toBeVisible();
  },
};

/** Revoking asks first; the focus goes to the safe answer. */
export const RevokeConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Revoke Home Assistant" }));
    await expect(canvas.getByText(/Revoke “Home Assistant”\? Automations using it stop working at once\./)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("button", { name: "Keep it" })).toHaveFocus());
    await expect(args.onRevoke).not.toHaveBeenCalled();
  },
};

export const Revoked: Story = {
  play: async (context) => {
    await RevokeConfirm.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Revoke token" }));
    await expect(context.args.onRevoke).toHaveBeenCalledWith(someApiTokens[0]!.id);
  },
};

export const Loading: Story = {
  args: { tokens: undefined, status: "loading" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("status", {
        name: "Loading your API tokens",
      }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { tokens: undefined, status: "error" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Your API tokens could not be loaded.");
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
