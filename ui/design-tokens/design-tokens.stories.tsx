import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { ColourTokens, RadiiAndShadows, SpacingScale, themePalettes, TypeScale } from "./design-tokens.tsx";

/*
 * The design tokens, read from the theme the app loads (ui/styles/globals.css). Their page for designers is
 * design-tokens.mdx; these stories are its sections one by one, so each is checked by axe and photographed
 * like any other story.
 */
const meta = {
  title: "Design tokens",
  component: ColourTokens,
  // The page is design-tokens.mdx, written for designers, instead of the generated one.
  // Played and checked by axe in both themes; no baselines yet (a picture of each is still to be taken).
  tags: ["!autodocs"],
  parameters: { layout: "padded" },
} satisfies Meta<typeof ColourTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour of both themes, side by side, as the theme declares them. */
export const Colours: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const light = within(await canvas.findByRole("region", { name: "Light theme" }));
    const dark = within(canvas.getByRole("region", { name: "Dark theme" }));
    const palettes = themePalettes();
    // Read from the theme, not listed here: every colour it declares is shown, in both themes.
    await expect(palettes.light.size).toBeGreaterThan(10);
    await expect([...palettes.light.keys()].sort()).toEqual([...palettes.dark.keys()].sort());
    for (const [property, value] of palettes.light) await expect(light.getByText(`${property}: ${value}`)).toBeVisible();
    for (const [property, value] of palettes.dark) await expect(dark.getByText(`${property}: ${value}`)).toBeVisible();
    await expect(palettes.light.get("--primary")).not.toBe(palettes.dark.get("--primary"));
  },
};

/** The type scale and weights, in the app's font, with their computed sizes. */
export const TypeScaleAndWeights: Story = {
  name: "Type scale",
  render: () => <TypeScale />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(/^text-sm · 14px on a 20px line$/)).toBeVisible());
    await expect(canvas.getByText(/Inter Variable/)).toBeVisible();
    await expect(canvas.getByText("font-semibold · weight 600")).toBeVisible();
  },
};

/** The spacing unit and the steps built from it. */
export const Spacing: Story = {
  render: () => <SpacingScale />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The unit as the stylesheet writes it (a built one writes `.25rem`), and what it measures.
    await waitFor(() => expect(canvas.getByText(/--spacing: \S+/)).toBeVisible());
    await expect(canvas.getByText("4 · 16px")).toBeVisible();
  },
};

/** Corner radii from the theme's base radius, and the shadows. */
export const RadiiAndShadowsTokens: Story = {
  name: "Radii and shadows",
  render: () => <RadiiAndShadows />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(/--radius: \S+/)).toBeVisible());
    // rounded-lg is the base radius itself, 0.625rem at the browser's 16 px.
    await expect(canvas.getByText("rounded-lg · 10px")).toBeVisible();
    await expect(canvas.getByText(/^shadow-md · .*rgba?\(/)).toBeVisible();
  },
};
