import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { suggestedAppliancesFor } from "@domain/appliances/suggestions.ts";
import { appStore, type OnboardingProgress } from "@lib/app-state/index.ts";
import { newUser } from "../../mock-api/fixtures/auth.ts";
import { applianceErrorBodies } from "../../mock-api/fixtures/appliances.ts";
import { http } from "msw";
import { applianceUrls, catalogHandlers, onboardingHandlers } from "../../mock-api/handlers/appliances.ts";
import { withSignedInFrame } from "../../test-support/stories/signed-in-frame.tsx";
import { OnboardingScreen } from "./onboarding-screen.tsx";
import { TASK_MESSAGES } from "@domain/messages.ts";

/** Each story starts from a fresh app-wide state, plus the progress its `parameters.onboarding` names. */
const freshProgress = ({ parameters }: { parameters: Record<string, unknown> }) => {
  appStore.getState().reset();
  const progress = parameters.onboarding as OnboardingProgress | undefined;
  if (progress) appStore.getState().updateOnboarding(progress);
  return {};
};

const meta = {
  title: "Pages/Onboarding",
  component: OnboardingScreen,
  parameters: { layout: "fullscreen", msw: { handlers: [catalogHandlers.appliances.ok, catalogHandlers.tasks.ok, onboardingHandlers.ok] } },
  decorators: [withSignedInFrame("/onboarding", newUser)],
  loaders: [freshProgress],
  tags: ["visual-mobile"],
} satisfies Meta<typeof OnboardingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Pick<StoryContext, "canvasElement">;
const screen = ({ canvasElement }: Context) => within(canvasElement.ownerDocument.body);
const stepHeading = (context: Context, name: string) => screen(context).findByRole("heading", { level: 2, name });

const atReview: OnboardingProgress = {
  currentStep: "review",
  homeType: "house",
  selectedAppliances: ["furnace", "refrigerator", "water-heater-tank"],
  applianceAges: [{ applianceId: "furnace", yearsPurchased: 9 }],
};

export const FirstVisit: Story = {
  play: async (context) => {
    await expect(await stepHeading(context, "Welcome to Hearthkeep")).toBeVisible();
    await userEvent.click(screen(context).getByRole("button", { name: "Get started" }));
    await expect(await stepHeading(context, "What kind of home is it?")).toHaveFocus();
    await userEvent.click(screen(context).getByRole("button", { name: "Next" }));
    await expect(await stepHeading(context, "What do you have?")).toBeVisible();
    await expect(await screen(context).findByText("8 selected")).toBeVisible();
    await expect(appStore.getState().onboarding).toMatchObject({ currentStep: "appliances", selectedAppliances: suggestedAppliancesFor("house") });
  },
};

/** A condo's suggestion has no roof or gutters; changing the type before touching the list follows it. */
export const CondoSuggestion: Story = {
  parameters: { onboarding: { currentStep: "home-type" } },
  play: async (context) => {
    await userEvent.click(await screen(context).findByRole("radio", { name: "Condo" }));
    await userEvent.click(screen(context).getByRole("button", { name: "Next" }));
    await expect(await screen(context).findByText("5 selected")).toBeVisible();
    await expect(screen(context).getByRole("checkbox", { name: "Roof" })).not.toBeChecked();
  },
};

export const ResumesWhereLeft: Story = {
  parameters: { onboarding: { ...atReview, currentStep: "ages" } },
  play: async (context) => {
    await expect(await stepHeading(context, "How old are they?")).toBeVisible();
    // The steps name appliances from the catalogue, which arrives after the heading.
    await expect(within(await screen(context).findByRole("group", { name: "Furnace" })).getByRole("spinbutton")).toHaveValue("9");
  },
};

export const ReviewWithPreview: Story = {
  parameters: { onboarding: atReview },
  play: async (context) => {
    await expect(await stepHeading(context, "Check and finish")).toBeVisible();
    await waitFor(() => expect(screen(context).getByTestId("year-preview")).toHaveTextContent(/^\d+ tasks a year, about \d+ hours?$/));
  },
};

export const Finishing: Story = {
  parameters: { onboarding: atReview },
  play: async (context) => {
    await userEvent.click(await screen(context).findByRole("button", { name: "Finish setup" }));
    // The setup request, then the move: longer than the usual second on a busy machine.
    await expect(await screen(context).findByRole("heading", { name: "Arrived at /dashboard" }, { timeout: 10_000 })).toBeVisible();
    await expect(await screen(context).findByText("Your home is set up")).toBeVisible();
    await expect(appStore.getState().onboarding).toMatchObject({ isComplete: true, currentStep: "complete" });
    await expect(appStore.getState().userStats.applianceCount).toBe(3);
  },
};

/** The setup requests the mock server receives; `onboardingHandlers.ok` answers them. */
const setupRequests = { count: 0 };

/** A double click on 'Finish setup' sets the home up once: one request, one toast (docs/product.md §2.9, §2.11). */
export const DoubleClickFinishesOnce: Story = {
  // Its picture is Finishing's.
  tags: ["no-visual"],
  beforeEach: () => {
    setupRequests.count = 0;
  },
  parameters: {
    onboarding: atReview,
    msw: {
      handlers: [
        catalogHandlers.appliances.ok,
        catalogHandlers.tasks.ok,
        http.post(applianceUrls.onboardingComplete, () => {
          setupRequests.count += 1;
        }),
        onboardingHandlers.ok,
      ],
    },
  },
  play: async (context) => {
    // Two presses that come before the page has drawn the first one's outcome, as a quick double tap's do.
    await userEvent.setup({ delay: null }).dblClick(await screen(context).findByRole("button", { name: "Finish setup" }));
    // The move comes after the first answer; a second request would have been sent by then.
    await expect(await screen(context).findByRole("heading", { name: "Arrived at /dashboard" }, { timeout: 10_000 })).toBeVisible();
    const toasts = within(screen(context).getByRole("region", { name: /Notifications/ }));
    await expect(await toasts.findByText("Your home is set up")).toBeVisible();
    await expect(toasts.getAllByText(/maintenance tasks are on your schedule\./)).toHaveLength(1);
    await expect(setupRequests.count).toBe(1);
  },
};

export const Submitting: Story = {
  parameters: { onboarding: atReview, msw: { handlers: [catalogHandlers.appliances.ok, catalogHandlers.tasks.ok, onboardingHandlers.pending] } },
  play: async (context) => {
    await userEvent.click(await screen(context).findByRole("button", { name: "Finish setup" }));
    await expect(await screen(context).findByRole("button", { name: "Setting up your home…" })).toBeDisabled();
  },
};

export const ServerRefusing: Story = {
  parameters: { onboarding: atReview, msw: { handlers: [catalogHandlers.appliances.ok, catalogHandlers.tasks.ok, onboardingHandlers.failing] } },
  play: async (context) => {
    await userEvent.click(await screen(context).findByRole("button", { name: "Finish setup" }));
    const message = applianceErrorBodies.unavailable.error.message;
    await waitFor(() => expect(screen(context).getAllByText(message).length).toBeGreaterThanOrEqual(2));
    // docs/product.md §8.4: the toast and the alert say what failed in the product's words.
    await expect(screen(context).getAllByText(TASK_MESSAGES.generateFailed)).toHaveLength(2);
    await expect(screen(context).getByRole("button", { name: "Try again" })).toBeEnabled();
    await expect(appStore.getState().onboarding.selectedAppliances).toEqual(atReview.selectedAppliances);
    // Whether the button kept focus through the request depends on how fast the refusal came; the picture
    // shows the refusal, so it is taken with focus nowhere in particular.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
