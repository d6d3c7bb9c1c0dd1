import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { delay, http } from "msw";
import utilityPanel from "./fixtures/utility-panel.svg";
import { ImageWithOverlays, type ImageOverlay } from "./image-with-overlays.tsx";

// The guide colours: amber, blue and red.
const amber = "#eab308";
const blue = "#3b82f6";
const red = "#ef4444";

const overlays: ImageOverlay[] = [
  { type: "rotation", x: 39, y: 41.7, label: "Turn the dial to Vacation", color: blue, direction: "counterclockwise" },
  { type: "arrow", x: 47.5, y: 68.7, label: "Drain tap", color: amber, direction: "left" },
  { type: "circle", x: 75.2, y: 60.4, label: "Shut-off valve", color: red },
];

const waitForImage = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[data-slot="image-with-overlays-frame"]')).toHaveAttribute("data-state", "loaded"));

const meta = {
  title: "UI/ImageWithOverlays",
  component: ImageWithOverlays,
  args: {
    src: utilityPanel,
    alt: "A utility tank with a dial on its front, a drain box below it and a red valve on the pipe to its right.",
    overlays,
    caption: "Step 2: set the dial to Vacation before draining.",
  },
  decorators: [
    (Story) => (
      <div className="w-[min(36rem,calc(100vw-2rem))]">
        <Story />
      </div>
    ),
  ],
  tags: ["visual-mobile"],
} satisfies Meta<typeof ImageWithOverlays>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForImage(canvasElement);
    const figure = canvas.getByRole("figure", { name: "Step 2: set the dial to Vacation before draining." });
    // Screen readers get every mark in words, as the figure's description and as a list inside it.
    await expect(figure).toHaveAccessibleDescription(
      [
        "Turn the dial to Vacation: counterclockwise rotation, centre of the image",
        "Drain tap: arrow pointing left, bottom centre of the image",
        "Shut-off valve: circled area, middle right of the image",
      ].join(" "),
    );
    await expect(within(figure).getAllByRole("listitem")).toHaveLength(3);
    // The drawn marks and chips are for sighted users only, so nothing is read twice.
    for (const mark of canvasElement.querySelectorAll('[data-slot="image-overlay"]')) {
      await expect(mark).toHaveAttribute("aria-hidden", "true");
    }
    const chips = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="image-overlay-label"]')].map((chip) => chip.textContent);
    await expect(chips).toEqual(["Turn the dial to Vacation", "Drain tap", "Shut-off valve"]);
  },
};

export const Arrow: Story = {
  args: { overlays: [{ type: "arrow", x: 47.5, y: 68.7, label: "Drain tap", color: amber, direction: "left" }], caption: undefined },
};

export const ArrowDefaultDirection: Story = {
  args: { overlays: [{ type: "arrow", x: 39, y: 33, label: "Dial", color: amber }], caption: undefined },
};

export const Rotation: Story = {
  args: {
    overlays: [
      { type: "rotation", x: 39, y: 41.7, label: "Clockwise", color: blue },
      { type: "rotation", x: 75.2, y: 60.4, label: "Counterclockwise", color: blue, direction: "counterclockwise" },
    ],
    caption: undefined,
  },
};

export const Circle: Story = {
  args: { overlays: [{ type: "circle", x: 75.2, y: 60.4, label: "Shut-off valve", color: red }], caption: undefined },
};

/** Marks near the edges keep their label chips inside the picture: below near the top, above near the bottom. */
export const NearTheEdges: Story = {
  args: {
    caption: undefined,
    overlays: [
      { type: "circle", x: 6, y: 8, label: "Top left", color: red },
      { type: "circle", x: 94, y: 8, label: "Top right", color: blue },
      { type: "circle", x: 6, y: 92, label: "Bottom left", color: amber },
      { type: "circle", x: 94, y: 92, label: "Bottom right", color: red },
    ],
  },
  play: async ({ canvasElement }) => {
    await waitForImage(canvasElement);
    const frame = canvasElement.querySelector('[data-slot="image-with-overlays-frame"]')!.getBoundingClientRect();
    for (const chip of canvasElement.querySelectorAll('[data-slot="image-overlay-label"]')) {
      const box = chip.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(frame.left - 1);
      await expect(box.right).toBeLessThanOrEqual(frame.right + 1);
      await expect(box.top).toBeGreaterThanOrEqual(frame.top - 1);
      await expect(box.bottom).toBeLessThanOrEqual(frame.bottom + 1);
    }
  },
};

/** Positions are percentages: the marks stay on the same spot of the picture at any width. */
export const ScalesWithTheImage: Story = {
  render: (args) => (
    <div className="flex items-start gap-4">
      <div className="w-40" data-testid="small">
        <ImageWithOverlays {...args} caption={undefined} />
      </div>
      <div className="w-96" data-testid="large">
        <ImageWithOverlays {...args} caption={undefined} />
      </div>
    </div>
  ),
  decorators: [(Story) => <Story />],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-state="loaded"]')).toHaveLength(2));
    for (const size of ["small", "large"]) {
      const root = canvas.getByTestId(size);
      const frame = root.querySelector('[data-slot="image-with-overlays-frame"]')!.getBoundingClientRect();
      const marks = [...root.querySelectorAll('[data-slot="image-overlay"]')];
      for (const [index, mark] of marks.entries()) {
        const box = mark.getBoundingClientRect();
        const centreX = ((box.left + box.width / 2 - frame.left) / frame.width) * 100;
        const centreY = ((box.top + box.height / 2 - frame.top) / frame.height) * 100;
        await expect(Math.abs(centreX - overlays[index]!.x)).toBeLessThan(1);
        await expect(Math.abs(centreY - overlays[index]!.y)).toBeLessThan(1);
        // The mark's size follows the image's width too.
        await expect(Math.abs(box.width / frame.width - 0.12)).toBeLessThan(0.01);
      }
    }
  },
};

export const VisibleLegend: Story = {
  args: { legend: "visible" },
  play: async ({ canvasElement }) => {
    await waitForImage(canvasElement);
    await expect(within(canvasElement).getByText("Shut-off valve: circled area, middle right of the image")).toBeVisible();
  },
};

export const LongLabels: Story = {
  args: {
    overlays: [
      { type: "rotation", x: 39, y: 41.7, label: "Turn the temperature dial all the way to the Vacation setting", color: blue, direction: "counterclockwise" },
      { type: "circle", x: 75.2, y: 60.4, label: "Close the cold-water shut-off valve completely before you open the drain", color: red },
    ],
  },
};

/** Bad data does not make a mark vanish: an unreadable colour draws in the text colour. */
export const UnreadableColour: Story = {
  args: { caption: undefined, overlays: [{ type: "circle", x: 39, y: 41.7, label: "Dial", color: "not-a-colour" }] },
  play: async ({ canvasElement }) => {
    await waitForImage(canvasElement);
    const ring = canvasElement.querySelector<SVGCircleElement>('[data-slot="image-overlay"] circle[style]')!;
    await expect(getComputedStyle(ring).stroke).not.toBe("none");
    // The theme's text colour as a fresh element computes it, not the body's colour: with reduced motion every
    // property has a tiny transition, so right after a theme switch the body's colour can still be on its way.
    const probe = document.createElement("span");
    probe.style.color = "var(--foreground)";
    document.body.append(probe);
    const foreground = getComputedStyle(probe).color;
    probe.remove();
    await expect(getComputedStyle(ring).stroke).toBe(foreground);
  },
};

export const NoOverlays: Story = {
  args: { overlays: [] },
  play: async ({ canvasElement }) => {
    await waitForImage(canvasElement);
    const figure = within(canvasElement).getByRole("figure");
    await expect(figure).not.toHaveAttribute("aria-describedby");
    await expect(within(figure).queryByRole("list")).toBeNull();
  },
};

/** A picture that fails keeps its space, says so, and still lists the marks. */
export const BrokenImage: Story = {
  args: { src: "data:image/png;base64,bm90IGFuIGltYWdl" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="image-with-overlays-frame"]')).toHaveAttribute("data-state", "error"));
    await expect(canvas.getByRole("img", { name: /utility tank/ })).toHaveTextContent("Image unavailable");
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
    await expect(canvasElement.querySelectorAll('[data-slot="image-overlay"]')).toHaveLength(0);
  },
};

/** While the picture loads, its space is reserved (no jump) and shown as a pulsing placeholder. */
export const Loading: Story = {
  // Its picture never comes: the screenshot run photographs it without waiting for it.
  tags: ["image-never-arrives"],
  args: { src: "/fixtures/slow-image.svg" },
  parameters: {
    msw: {
      handlers: [
        http.get("/fixtures/slow-image.svg", async () => {
          await delay("infinite");
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-slot="image-with-overlays-frame"]')!;
    // Still loading a moment later: the request really is pending, not failed.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(frame).toHaveAttribute("data-state", "loading");
    await expect(Math.round((frame.getBoundingClientRect().width / frame.getBoundingClientRect().height) * 100)).toBe(133);
  },
};
