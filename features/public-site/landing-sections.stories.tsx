import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { CATALOGUE_GUIDE_COUNT } from "./catalogue-size.ts";
import { DemoPreview } from "./demo-preview.tsx";
import { initialDemoTasks } from "./demo-tasks.ts";
import { ClaimsStrip, FeatureGrid, FinalCallToAction, HowItWorks } from "./landing-sections.tsx";
import { withPublicRouter } from "../../test-support/stories/public-router.tsx";
import { MobileStickyBar } from "./mobile-sticky-bar.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { footerPageLinks } from "./site-links.ts";

/*
 * The landing page's sections one by one, for review; Pages/Landing shows them together and proves the
 * behaviour that needs the whole page (scrolling, the menu, navigation).
 */

const meta = {
  title: "Features/Landing/Sections",
  component: DemoPreview,
  parameters: { layout: "padded" },
  decorators: [withPublicRouter("/")],
} satisfies Meta<typeof DemoPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DemoNoneDone: Story = {
  name: "Demo preview: none done",
  decorators: [(Story) => <div className="max-w-md"><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("progressbar", { name: "Tasks done" })).toHaveAttribute("aria-valuetext", "0 of 3 done");
    for (const checkbox of canvas.getAllByRole("checkbox")) await expect(checkbox).not.toBeChecked();
  },
};

export const DemoSomeDone: Story = {
  name: "Demo preview: some done",
  args: { initialTasks: initialDemoTasks.map((task, index) => ({ ...task, completed: index < 2 })) },
  decorators: DemoNoneDone.decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("progressbar", { name: "Tasks done" })).toHaveAttribute("aria-valuetext", "2 of 3 done");
    // Unticking one announces it and the bar goes back.
    await userEvent.click(canvas.getByRole("checkbox", { name: "Clean refrigerator coils" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("Clean refrigerator coils marked incomplete");
    await expect(canvas.getByRole("progressbar", { name: "Tasks done" })).toHaveAttribute("aria-valuenow", "1");
  },
};

export const DemoAllDone: Story = {
  name: "Demo preview: all done",
  args: { initialTasks: initialDemoTasks.map((task) => ({ ...task, completed: true })) },
  decorators: DemoNoneDone.decorators,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar", { name: "Tasks done" })).toHaveAttribute("aria-valuetext", "3 of 3 done");
  },
};

export const Claims: Story = {
  render: () => <ClaimsStrip />,
  parameters: { layout: "fullscreen" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const claim of ["1,200+", "48k+", "$2.4k", "97%"]) await expect(canvas.getByText(claim)).toBeVisible();
    // The guides as the catalogue counts them (features/public-site/catalogue-size.ts).
    await expect(canvas.getByText(CATALOGUE_GUIDE_COUNT.toLocaleString("en-US"), { exact: true })).toBeVisible();
  },
};

export const Features: Story = {
  render: () => <FeatureGrid />,
  parameters: { layout: "fullscreen" },
  play: async ({ canvasElement }) => {
    const picture = within(canvasElement).getByRole("img", { name: /furnace/ });
    // Below the fold on the page: sized so nothing jumps, and loaded only when scrolled to.
    await expect(picture).toHaveAttribute("loading", "lazy");
    await expect(picture).toHaveAttribute("width", "800");
    await expect(picture).toHaveAttribute("height", "600");
  },
};

export const Steps: Story = {
  name: "How it works",
  render: () => <HowItWorks />,
  parameters: { layout: "fullscreen" },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole("region", { name: "How it works" });
    await expect(within(section).getAllByRole("listitem")).toHaveLength(3);
  },
};

export const FinalCta: Story = {
  name: "Final call to action",
  render: () => <FinalCallToAction />,
  parameters: { layout: "fullscreen" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Start Free" })).toHaveAttribute("href", "/sign-up");
    for (const promise of ["No credit card required", "2-minute setup", "Cancel anytime", "30-day money-back guarantee"]) {
      await expect(canvas.getByText(promise)).toBeVisible();
    }
  },
};

export const Footer: Story = {
  render: () => <SiteFooter />,
  parameters: { layout: "fullscreen" },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole("navigation", { name: "Footer" }));
    await expect(nav.getByRole("link", { name: "How It Works" })).toHaveAttribute("href", "/#how-it-works");
    for (const link of footerPageLinks) await expect(nav.getByRole("link", { name: link.label })).toHaveAttribute("href", link.to);
    const social = within(within(canvasElement).getByRole("list", { name: "Social media" }));
    await expect(social.getAllByRole("link")).toHaveLength(2);
  },
};

const phoneFrame = (Story: () => React.ReactNode) => (
  <div className="relative h-40 w-[375px] overflow-hidden border [transform:translateZ(0)]">
    <Story />
  </div>
);

/** The phone-width sticky bar as it shows once the visitor scrolls back up past the hero. */
export const StickyBarVisible: Story = {
  name: "Mobile sticky bar: visible",
  render: () => <MobileStickyBar visible />,
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Start Free — 2 min setup" })).toHaveAttribute("href", "/sign-up");
    await expect(canvas.getByText("30-day guarantee • No credit card")).toBeVisible();
  },
};

/** Hidden (over the hero, the final call to action or the footer, or with the keyboard open): out of sight, focus and the accessibility tree. */
export const StickyBarHidden: Story = {
  name: "Mobile sticky bar: hidden",
  render: () => <MobileStickyBar visible={false} />,
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("link", { name: "Start Free — 2 min setup" })).toBeNull();
    const bar = canvasElement.querySelector("[data-slot=mobile-sticky-bar]");
    await expect(bar).toHaveAttribute("data-state", "hidden");
    await expect(bar).toHaveAttribute("inert");
  },
};
