import * as React from "react";
import { useLocation, useNavigate } from "react-router";
import { appStore, useAppStore } from "@lib/app-state/index.ts";
import { isOnboardingStep, stepOrFirst, type OnboardingStepId } from "./onboarding-steps.ts";

type StepHistoryState = { onboardingStep?: unknown } & Record<string, unknown>;

function historyStepOf(state: unknown): OnboardingStepId | undefined {
  const step = typeof state === "object" && state !== null ? (state as StepHistoryState).onboardingStep : undefined;
  return isOnboardingStep(step) ? step : undefined;
}

/**
 * The current onboarding step, kept in two places that agree: the app-wide state (persisted, so a closed
 * tab resumes where it was) and the browser's history (each step an entry, so Back and Forward move
 * between steps). The address stays /onboarding; the step rides in the history entry's state.
 */
export function useOnboardingStep(): { step: OnboardingStepId; goTo: (step: OnboardingStepId) => void } {
  const step = stepOrFirst(useAppStore((store) => store.onboarding.currentStep));
  const location = useLocation();
  const navigate = useNavigate();
  const historyStep = historyStepOf(location.state);

  React.useEffect(() => {
    if (historyStep === undefined) {
      // Arrived without a step in the entry (a new visit): record the stored one, so Back can come here.
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: { ...(location.state as object | null), onboardingStep: step } });
    } else if (historyStep !== appStore.getState().onboarding.currentStep) {
      // Back or Forward: the entry's step wins.
      appStore.getState().updateOnboarding({ currentStep: historyStep });
    }
    // Only a change of history entry moves the step; the store's own changes come through goTo.
  }, [location.key]);

  const goTo = React.useCallback(
    (next: OnboardingStepId) => {
      appStore.getState().updateOnboarding({ currentStep: next });
      void navigate({ pathname: location.pathname, search: location.search }, { state: { onboardingStep: next } });
    },
    [location.pathname, location.search, navigate],
  );

  return { step, goTo };
}
