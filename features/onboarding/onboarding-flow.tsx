import * as React from "react";
import { ArrowLeft, ArrowRight, CircleAlert, RotateCw } from "lucide-react";
import { Button } from "@ui/button/index.ts";
import { Checkbox } from "@ui/checkbox/index.ts";
import { NumberStepper } from "@ui/number-stepper/index.ts";
import { RadioGroup, RadioGroupOption } from "@ui/radio-group/index.ts";
import { Skeleton } from "@ui/skeleton/index.ts";
import { Stepper } from "@ui/stepper/index.ts";
import { TASK_MESSAGES } from "@domain/messages.ts";
import type { CatalogAppliance, HomeType } from "@domain/contract/index.ts";
import type { ApplianceAge } from "@domain/entities/local-data-store.ts";
import type { YearPreview } from "@domain/scheduling/year-preview.ts";
import type { HomeLocation } from "@domain/seasons/home-location.ts";
import { deriveHomeClimate } from "@domain/seasons/derive-climate.ts";
import { describeHomeClimate } from "@domain/seasons/seasons.ts";
import { AppliancePicker, HomeLocationForm } from "@features/tasks/home-setup.ts";
import { HOME_TYPE_OPTIONS, homeTypeLabel, nextStep, previousStep, STEPPER_STEPS, stepIndex, suggestionSentence, type OnboardingStepId } from "./onboarding-steps.ts";
import { StepFrame } from "./step-frame.tsx";
import { yearPreviewText } from "./year-preview-text.ts";

/** The ages step's bounds: "how old is it?" in whole years. */
export const MAX_APPLIANCE_AGE_YEARS = 50;
export const NO_APPLIANCE_SELECTED = "Choose at least one appliance to build your schedule.";

export type CatalogState =
  | { status: "pending" }
  | { status: "error"; message: string; retry: () => void }
  | { status: "success"; appliances: readonly CatalogAppliance[] };

export type OnboardingFlowProps = {
  step: OnboardingStepId;
  homeType: HomeType;
  selectedAppliances: readonly string[];
  applianceAges: readonly ApplianceAge[];
  catalog: CatalogState;
  /** The review's count, once the catalogue's tasks are known. */
  preview?: YearPreview | undefined;
  onStepChange: (step: OnboardingStepId) => void;
  onHomeTypeChange: (homeType: HomeType) => void;
  onSelectedAppliancesChange: (selected: string[]) => void;
  /** `null` is "not sure": the server's default applies. */
  onApplianceAgeChange: (applianceId: string, years: number | null) => void;
  /** Where the home is, if the person said; undefined when skipped (docs/product.md §5.7). */
  homeLocation?: HomeLocation | undefined;
  /** `undefined` is "skip": no location is kept and the seasons stay northern. */
  onHomeLocationChange: (location: HomeLocation | undefined) => void;
  /** The country offered before one is chosen (the browser's region). */
  defaultCountry: string;
  /** The browser's position as a rounded latitude; rejects when it cannot be had. */
  locate: () => Promise<number>;
  onFinish: () => void;
  submitting?: boolean;
  /** The server's words when completing failed; the choices stay and Finish becomes Try again. */
  submitError?: string | null;
};

/** The onboarding steps: welcome → home type → appliances → ages → location → review; presentational, no fetching. */
export function OnboardingFlow(props: OnboardingFlowProps) {
  const { step, onStepChange } = props;
  // Focus moves to a step's heading only once the person has moved between steps, not on arrival.
  const [arrivalStep] = React.useState(step);
  const [moved, setMoved] = React.useState(false);
  if (!moved && step !== arrivalStep) setMoved(true);
  const index = stepIndex(step);
  const goNext = () => {
    const next = nextStep(step);
    if (next) onStepChange(next);
  };
  const goBack = () => {
    const previous = previousStep(step);
    if (previous) onStepChange(previous);
  };
  // An age the ages step could not take is kept as typed when the person steps away and comes back: it
  // is theirs to fix, not ours to drop (docs/product.md §2.11). Only its step reads it, and only in this visit.
  const [typedAges, setTypedAges] = React.useState<ReadonlyMap<string, string>>(() => new Map());
  const onTypedAgeChange = React.useCallback((applianceId: string, text: string | null) => {
    setTypedAges((current) => {
      if ((current.get(applianceId) ?? null) === text) return current;
      const next = new Map(current);
      if (text === null) next.delete(applianceId);
      else next.set(applianceId, text);
      return next;
    });
  }, []);
  const common = { ...props, goNext, goBack, focusOnMount: moved || step !== arrivalStep, typedAges, onTypedAgeChange };
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Set up your home</h1>
        <p className="text-sm text-muted-foreground">About two minutes: your home, what is in it, and you get a schedule.</p>
      </div>
      <Stepper
        steps={STEPPER_STEPS}
        currentStep={index}
        aria-label="Onboarding progress"
        onStepSelect={(selected) => {
          const target = STEPPER_STEPS[selected]?.id;
          if (target && target !== "done") onStepChange(target as OnboardingStepId);
        }}
      />
      {step === "welcome" ? <WelcomeStep {...common} /> : null}
      {step === "home-type" ? <HomeTypeStep {...common} /> : null}
      {step === "appliances" ? <AppliancesStep {...common} /> : null}
      {step === "ages" ? <AgesStep {...common} /> : null}
      {step === "location" ? <LocationStep {...common} /> : null}
      {step === "review" ? <ReviewStep {...common} /> : null}
    </div>
  );
}

type StepProps = OnboardingFlowProps & {
  goNext: () => void;
  goBack: () => void;
  focusOnMount: boolean;
  /** Text typed in an age field that it could not take, by appliance. */
  typedAges: ReadonlyMap<string, string>;
  onTypedAgeChange: (applianceId: string, text: string | null) => void;
};

function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="ghost" onClick={onClick}>
      <ArrowLeft aria-hidden="true" />
      Back
    </Button>
  );
}

function NextButton({ onClick, children = "Next" }: { onClick: () => void; children?: React.ReactNode }) {
  return (
    <Button onClick={onClick} className="ml-auto">
      {children}
      <ArrowRight aria-hidden="true" />
    </Button>
  );
}

function WelcomeStep({ goNext, focusOnMount }: StepProps) {
  return (
    <StepFrame
      title="Welcome to Hearthkeep"
      focusOnMount={focusOnMount}
      description="Tell us what kind of home you have and what is in it. We turn that into a schedule of maintenance tasks, each with a guide."
      actions={<NextButton onClick={goNext}>Get started</NextButton>}
    >
      <ul className="grid gap-2 text-sm">
        <li>1. Your home type</li>
        <li>2. The appliances and systems you have</li>
        <li>3. How old they are, if you know</li>
        <li>4. Where it is, if you like, so seasonal tasks follow your seasons</li>
      </ul>
    </StepFrame>
  );
}

function HomeTypeStep({ homeType, onHomeTypeChange, goNext, goBack, focusOnMount }: StepProps) {
  return (
    <StepFrame
      title="What kind of home is it?"
      focusOnMount={focusOnMount}
      description="We suggest the appliances a home like yours usually has."
      actions={
        <>
          <BackButton onClick={goBack} />
          <NextButton onClick={goNext} />
        </>
      }
    >
      <RadioGroup aria-label="Home type" value={homeType} onValueChange={(value) => onHomeTypeChange(value as HomeType)} className="sm:grid-cols-2">
        {HOME_TYPE_OPTIONS.map((option) => (
          <RadioGroupOption key={option.value} value={option.value} label={option.label} description={option.description} className="rounded-lg border p-3" />
        ))}
      </RadioGroup>
    </StepFrame>
  );
}

function CatalogProblem({ catalog }: { catalog: Extract<CatalogState, { status: "error" }> }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/50 p-4 text-sm">
      <CircleAlert aria-hidden="true" className="size-5 text-destructive" />
      <p className="flex-1">The list of appliances could not be loaded. {catalog.message}</p>
      <Button variant="outline" size="sm" onClick={catalog.retry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

function AppliancesStep({ catalog, homeType, selectedAppliances, onSelectedAppliancesChange, goNext, goBack, focusOnMount }: StepProps) {
  const [showError, setShowError] = React.useState(false);
  const invalid = showError && selectedAppliances.length === 0;
  return (
    <StepFrame
      title="What do you have?"
      focusOnMount={focusOnMount}
      description={`${suggestionSentence(homeType)} Change anything with one click; you can add more later.`}
      actions={
        <>
          <BackButton onClick={goBack} />
          <NextButton
            onClick={() => {
              if (selectedAppliances.length === 0) setShowError(true);
              else goNext();
            }}
          />
        </>
      }
    >
      {catalog.status === "pending" ? (
        <div role="status" aria-label="Loading appliances" className="grid gap-2 sm:grid-cols-2">
          {Array.from({ length: 6 }, (_, item) => (
            <Skeleton key={item} className="h-12" />
          ))}
        </div>
      ) : null}
      {catalog.status === "error" ? <CatalogProblem catalog={catalog} /> : null}
      {catalog.status === "success" ? (
        <AppliancePicker appliances={catalog.appliances} selected={selectedAppliances} onSelectedChange={onSelectedAppliancesChange} aria-label="Your appliances" />
      ) : null}
      {invalid ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {NO_APPLIANCE_SELECTED}
        </p>
      ) : null}
    </StepFrame>
  );
}

function nameOf(catalog: CatalogState, id: string): string {
  return (catalog.status === "success" ? catalog.appliances.find((appliance) => appliance.id === id)?.displayName : undefined) ?? id;
}

function AgesStep({ catalog, selectedAppliances, applianceAges, onApplianceAgeChange, goNext, goBack, focusOnMount, typedAges, onTypedAgeChange }: StepProps) {
  const ageOf = (id: string) => applianceAges.find((age) => age.applianceId === id)?.yearsPurchased;
  // The appliances whose age field holds text it could not take; each shows its own message.
  const [refusedAges, setRefusedAges] = React.useState<ReadonlySet<string>>(() => new Set());
  const ageInputs = React.useRef(new Map<string, HTMLInputElement>());
  const markRefused = (id: string, refused: boolean) =>
    setRefusedAges((current) => {
      if (current.has(id) === refused) return current;
      const next = new Set(current);
      if (refused) next.add(id);
      else next.delete(id);
      return next;
    });
  // Moving on would drop what was typed (docs/product.md §2.11), so the person is taken to it instead.
  const goNextUnlessRefused = () => {
    const firstRefused = selectedAppliances.find((id) => refusedAges.has(id));
    if (firstRefused === undefined) goNext();
    else ageInputs.current.get(firstRefused)?.focus();
  };
  return (
    <StepFrame
      title="How old are they?"
      focusOnMount={focusOnMount}
      description="Optional. An older appliance's tasks come sooner. Leave “Not sure” ticked and we use sensible defaults."
      actions={
        <>
          <BackButton onClick={goBack} />
          <NextButton onClick={goNextUnlessRefused} />
        </>
      }
    >
      <ul className="grid gap-3">
        {selectedAppliances.map((id) => {
          const years = ageOf(id);
          const notSure = years === undefined;
          const name = nameOf(catalog, id);
          return (
            <li key={id}>
              <fieldset className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-lg border p-3">
                <legend className="sr-only">{name}</legend>
                <span aria-hidden="true" className="min-w-40 flex-1 text-sm font-medium">
                  {name}
                </span>
                <NumberStepper
                  size="sm"
                  aria-label={`How old is it? ${name}, in years`}
                  min={0}
                  max={MAX_APPLIANCE_AGE_YEARS}
                  value={years ?? 0}
                  suffix="years"
                  formatValueText={(value) => `${value} ${value === 1 ? "year" : "years"} old`}
                  disabled={notSure}
                  onValueChange={(value) => onApplianceAgeChange(id, value)}
                  onInvalidChange={(invalid) => markRefused(id, invalid)}
                  defaultDraft={typedAges.get(id) ?? null}
                  onDraftChange={(text) => onTypedAgeChange(id, text)}
                  ref={(input) => {
                    if (input) ageInputs.current.set(id, input);
                    else ageInputs.current.delete(id);
                  }}
                />
                <div className="flex items-center gap-2">
                  <Checkbox
                    id={`not-sure-${id}`}
                    aria-label={`Not sure how old the ${name} is`}
                    checked={notSure}
                    onCheckedChange={(checked) => onApplianceAgeChange(id, checked === true ? null : 0)}
                  />
                  <label htmlFor={`not-sure-${id}`} aria-hidden="true" className="text-sm">
                    Not sure
                  </label>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ul>
    </StepFrame>
  );
}

export const LOCATION_STEP_WORDS = {
  title: "Where is your home?",
  description: "Optional. Seasonal tasks follow your hemisphere and climate: AC service before your summer, freeze protection only where it freezes. You can change it later in Settings.",
  next: "Use this location",
  reviewTerm: "Where",
  notGiven: "Not given: northern seasons with hard freezes",
} as const;

/** docs/product.md §5.7: where the home is, asked once and skippable; the settings control's own form. */
function LocationStep({ homeLocation, onHomeLocationChange, defaultCountry, locate, goNext, goBack, focusOnMount }: StepProps) {
  return (
    <StepFrame title={LOCATION_STEP_WORDS.title} focusOnMount={focusOnMount} description={LOCATION_STEP_WORDS.description} actions={<BackButton onClick={goBack} />}>
      <HomeLocationForm
        location={homeLocation ?? null}
        defaultCountry={defaultCountry}
        locate={locate}
        submitLabel={LOCATION_STEP_WORDS.next}
        onSave={(location) => {
          onHomeLocationChange(location);
          goNext();
        }}
        onSkip={() => {
          onHomeLocationChange(undefined);
          goNext();
        }}
      />
    </StepFrame>
  );
}

function ReviewStep(props: StepProps) {
  const { catalog, homeType, selectedAppliances, applianceAges, homeLocation, preview, submitting = false, submitError, onFinish, goBack, onStepChange, focusOnMount } = props;
  const ageOf = (id: string) => applianceAges.find((age) => age.applianceId === id)?.yearsPurchased;
  return (
    <StepFrame
      title="Check and finish"
      focusOnMount={focusOnMount}
      description="This is what your schedule will be built from."
      actions={
        <>
          <BackButton onClick={goBack} />
          <Button onClick={onFinish} loading={submitting} className="ml-auto">
            {submitting ? "Setting up your home…" : submitError ? "Try again" : "Finish setup"}
          </Button>
        </>
      }
    >
      <dl className="grid gap-4 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-muted-foreground">Home type</dt>
        <dd className="flex items-center justify-between gap-2">
          {homeTypeLabel(homeType)}
          <Button variant="link" size="sm" onClick={() => onStepChange("home-type")} aria-label="Change home type">
            Change
          </Button>
        </dd>
        <dt className="font-medium text-muted-foreground">
          Appliances <span className="font-normal">({selectedAppliances.length})</span>
        </dt>
        <dd className="grid gap-2">
          <ul className="grid gap-1">
            {selectedAppliances.map((id) => {
              const years = ageOf(id);
              return (
                <li key={id} className="flex justify-between gap-3 border-b py-1 last:border-b-0">
                  <span>{nameOf(catalog, id)}</span>
                  <span className="text-muted-foreground">{years === undefined ? "Age not given" : `${years} ${years === 1 ? "year" : "years"} old`}</span>
                </li>
              );
            })}
          </ul>
          <div className="flex gap-2">
            <Button variant="link" size="sm" onClick={() => onStepChange("appliances")} aria-label="Change appliances">
              Change
            </Button>
            <Button variant="link" size="sm" onClick={() => onStepChange("ages")} aria-label="Change ages">
              Change ages
            </Button>
          </div>
        </dd>
        <dt className="font-medium text-muted-foreground">{LOCATION_STEP_WORDS.reviewTerm}</dt>
        <dd className="flex items-center justify-between gap-2">
          {homeLocation ? describeHomeClimate(deriveHomeClimate(homeLocation)) : LOCATION_STEP_WORDS.notGiven}
          <Button variant="link" size="sm" onClick={() => onStepChange("location")} aria-label="Change where the home is">
            Change
          </Button>
        </dd>
        <dt className="font-medium text-muted-foreground">Your schedule</dt>
        <dd data-testid="year-preview" className="text-base font-semibold">
          {preview ? yearPreviewText(preview) : <span className="font-normal text-muted-foreground">Counting your tasks…</span>}
        </dd>
      </dl>
      {submitError ? (
        <div role="alert" className="flex items-start gap-3 rounded-lg border border-destructive/50 p-4 text-sm">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          <div className="grid gap-1">
            <p className="font-medium">{TASK_MESSAGES.generateFailed}</p>
            <p>{submitError}</p>
            <p className="text-muted-foreground">Your choices are kept. Try again when you are ready.</p>
          </div>
        </div>
      ) : null}
    </StepFrame>
  );
}
