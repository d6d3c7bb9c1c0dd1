import * as React from "react";
import { useNavigate } from "react-router";
import { useToast } from "@ui/toast/index.ts";
import { TASK_MESSAGES } from "@domain/messages.ts";
import { isUntouchedSuggestion, suggestedAppliancesFor } from "@domain/appliances/suggestions.ts";
import { isApplianceId } from "@domain/appliances/identifiers.ts";
import { previewMaintenanceYear } from "@domain/scheduling/year-preview.ts";
import type { HomeType } from "@domain/contract/index.ts";
import { appStore, useAppStore } from "@lib/app-state/index.ts";
import { browserCountry, browserLatitude, useCatalogAppliances, useCatalogTasks } from "@features/tasks/home-setup.ts";
import { logWarning } from "@lib/logger/index.ts";
import { normaliseError } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { useCompleteOnboarding } from "./api/complete-onboarding.ts";
import { OnboardingFlow, type CatalogState } from "./onboarding-flow.tsx";
import { onboardingRequestFrom } from "./onboarding-request.ts";
import type { OnboardingStepId } from "./onboarding-steps.ts";
import { useOnboardingStep } from "./use-onboarding-step.ts";

/** docs/product.md §8.4: onboarding's last step generates the home's tasks; its failure says so. */
export const ONBOARDING_FAILED_TITLE = TASK_MESSAGES.generateFailed;

/** /onboarding: the flow wired to the app-wide state (progress), the catalogue and the server. */
export function OnboardingScreen() {
  const onboarding = useAppStore((store) => store.onboarding);
  const { step, goTo } = useOnboardingStep();
  const catalogAppliances = useCatalogAppliances();
  const catalogTasks = useCatalogTasks();
  const completion = useCompleteOnboarding();
  const { markOnboardingComplete } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();

  const catalog: CatalogState = catalogAppliances.isSuccess
    ? { status: "success", appliances: catalogAppliances.data }
    : catalogAppliances.isError
      ? { status: "error", message: normaliseError(catalogAppliances.error).message, retry: () => void catalogAppliances.refetch() }
      : { status: "pending" };

  const preview = React.useMemo(
    () => (catalogTasks.data ? previewMaintenanceYear(catalogTasks.data, onboarding.selectedAppliances.filter(isApplianceId)) : undefined),
    [catalogTasks.data, onboarding.selectedAppliances],
  );

  const changeStep = (next: OnboardingStepId) => {
    // Leaving the home type for the appliances with nothing picked yet: start from that home's suggestion.
    if (next === "appliances" && appStore.getState().onboarding.selectedAppliances.length === 0) {
      appStore.getState().updateOnboarding({ selectedAppliances: suggestedAppliancesFor(appStore.getState().onboarding.homeType) });
    }
    goTo(next);
  };

  const changeHomeType = (homeType: HomeType) => {
    const current = appStore.getState().onboarding;
    // A suggestion nobody has changed follows the home type; a selection the person made is theirs.
    const followSuggestion = isUntouchedSuggestion(current.selectedAppliances, current.homeType);
    appStore.getState().updateOnboarding({ homeType, ...(followSuggestion ? { selectedAppliances: suggestedAppliancesFor(homeType) } : {}) });
  };

  const changeSelection = (selectedAppliances: string[]) => {
    const kept = new Set(selectedAppliances);
    // An appliance no longer picked takes its age with it.
    appStore.getState().updateOnboarding({
      selectedAppliances,
      applianceAges: appStore.getState().onboarding.applianceAges.filter((age) => kept.has(age.applianceId)),
    });
  };

  const changeAge = (applianceId: string, years: number | null) => {
    const others = appStore.getState().onboarding.applianceAges.filter((age) => age.applianceId !== applianceId);
    appStore.getState().updateOnboarding({ applianceAges: years === null ? others : [...others, { applianceId, yearsPurchased: years }] });
  };

  // docs/product.md §2.9: a busy button takes no presses. `completion.isPending` is as of the last render, so a
  // double click's second press, which comes before the button has been drawn busy, would pass it: this says
  // at once that a setup is on its way.
  const finishing = React.useRef(false);
  const finish = async () => {
    if (finishing.current) return;
    finishing.current = true;
    const { request, leftOut } = onboardingRequestFrom(appStore.getState().onboarding);
    if (leftOut.length > 0) logWarning("Some appliance ids were not sent with onboarding", leftOut);
    try {
      const response = await completion.mutateAsync(request);
      toast({ variant: "success", title: "Your home is set up", description: `${response.tasksCreated} maintenance tasks are on your schedule.` });
      // Flipping the session's flag sends the person on: the onboarding guard opens the dashboard.
      markOnboardingComplete();
      await navigate("/dashboard", { replace: true });
    } catch (error) {
      toast({ variant: "error", title: ONBOARDING_FAILED_TITLE, description: normaliseError(error).message });
    } finally {
      finishing.current = false;
    }
  };

  return (
    <OnboardingFlow
      step={step}
      homeType={onboarding.homeType}
      selectedAppliances={onboarding.selectedAppliances}
      applianceAges={onboarding.applianceAges}
      catalog={catalog}
      preview={preview}
      onStepChange={changeStep}
      onHomeTypeChange={changeHomeType}
      onSelectedAppliancesChange={changeSelection}
      onApplianceAgeChange={changeAge}
      homeLocation={onboarding.homeLocation}
      onHomeLocationChange={(homeLocation) => appStore.getState().updateOnboarding({ homeLocation })}
      defaultCountry={browserCountry()}
      locate={browserLatitude}
      onFinish={() => void finish()}
      submitting={completion.isPending}
      submitError={completion.isError ? normaliseError(completion.error).message : null}
    />
  );
}
