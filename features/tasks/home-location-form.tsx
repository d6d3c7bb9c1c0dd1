import * as React from "react";
import { deriveHomeClimate, KNOWN_COUNTRY_CODES } from "@domain/seasons/derive-climate.ts";
import { CLIMATE_TYPES, homeLocationSchema, type ClimateType, type HomeLocation } from "@domain/seasons/home-location.ts";
import { CLIMATE_NAMES, describeHomeClimate } from "@domain/seasons/seasons.ts";
import { Button } from "@ui/button/index.ts";
import { Field } from "@ui/field/index.ts";
import { Input } from "@ui/input/index.ts";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@ui/select/index.ts";

export const HOME_LOCATION_WORDS = {
  country: "Country",
  postalCode: "Postal code (optional)",
  postalCodeHint: "Only used to work out your climate.",
  useMyLocation: "Use my location",
  locating: "Finding your location…",
  locationFailed: "We couldn't get your location. Choose your country instead.",
  located: (latitude: number) => `Located at about ${Math.abs(latitude).toFixed(1)}° ${latitude < 0 ? "S" : "N"}. Only this is kept.`,
  climate: "Climate",
  derivedClimate: "Worked out from where the home is",
  save: "Save location",
  skip: "Skip for now",
  noLocation: "No location yet: seasons follow northern months with hard freezes.",
  notFound: (postalCode: string) => `We don't know the postal code ${postalCode}, so the climate comes from the country.`,
} as const;

const DERIVED = "derived";

/** The country names in English, so the list reads the same wherever the picture is taken. */
function countryOptions(current: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames(["en"], { type: "region" });
  const codes = KNOWN_COUNTRY_CODES.includes(current) ? KNOWN_COUNTRY_CODES : [current, ...KNOWN_COUNTRY_CODES];
  return codes.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, "en"));
}

export type HomeLocationFormProps = {
  /** The location saved so far, or null when the homeowner has not said. */
  location: HomeLocation | null;
  /** The country offered when nothing is saved (the browser's region). */
  defaultCountry: string;
  onSave: (location: HomeLocation) => void;
  /** The browser's position, as a latitude; rejects when it cannot be had. */
  locate: () => Promise<number>;
  /** Onboarding offers to skip the question; settings does not. */
  onSkip?: () => void;
  /** The save button's words: settings saves, onboarding goes on with the location. */
  submitLabel?: string;
  saving?: boolean;
};

/**
 * Where the home is (docs/product.md §5.7): a country and an optional postal code, or the browser's
 * position rounded to a tenth of a degree; the climate it gives, in words, as it is typed; and the
 * homeowner's own choice of climate when ours is wrong.
 */
export function HomeLocationForm({ location, defaultCountry, onSave, locate, onSkip, submitLabel = HOME_LOCATION_WORDS.save, saving = false }: HomeLocationFormProps) {
  const [countryCode, setCountryCode] = React.useState(location?.countryCode ?? defaultCountry);
  const [postalCode, setPostalCode] = React.useState(location?.postalCode ?? "");
  const [latitude, setLatitude] = React.useState<number | undefined>(location?.latitude);
  const [climateOverride, setClimateOverride] = React.useState<ClimateType | undefined>(location?.climateOverride);
  const [locating, setLocating] = React.useState<"idle" | "busy" | "failed">("idle");

  const parsed = homeLocationSchema.safeParse({
    countryCode,
    ...(postalCode.trim() !== "" && { postalCode }),
    ...(latitude !== undefined && { latitude }),
    ...(climateOverride && { climateOverride }),
  });
  const derived = parsed.success ? deriveHomeClimate(parsed.data) : undefined;
  const postalError = parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === "postalCode")?.message;

  const useMyLocation = () => {
    setLocating("busy");
    locate().then(
      (found) => {
        setLatitude(homeLocationSchema.shape.latitude.parse(found));
        setLocating("idle");
      },
      () => setLocating("failed"),
    );
  };

  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (parsed.success) onSave(parsed.data);
      }}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Select value={countryCode} onValueChange={setCountryCode}>
          <Field label={HOME_LOCATION_WORDS.country}>
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
          </Field>
          <SelectContent>
            {countryOptions(countryCode).map((country) => (
              <SelectItem key={country.code} value={country.code}>
                {country.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Field label={HOME_LOCATION_WORDS.postalCode} hint={HOME_LOCATION_WORDS.postalCodeHint} error={postalError}>
          <Input value={postalCode} onChange={(event) => setPostalCode(event.target.value)} autoComplete="postal-code" />
        </Field>
      </div>
      <div className="grid gap-2">
        <div>
          <Button type="button" variant="outline" onClick={useMyLocation} disabled={locating === "busy"}>
            {HOME_LOCATION_WORDS.useMyLocation}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground" role="status">
          {locating === "busy"
            ? HOME_LOCATION_WORDS.locating
            : locating === "failed"
              ? HOME_LOCATION_WORDS.locationFailed
              : latitude !== undefined
                ? HOME_LOCATION_WORDS.located(latitude)
                : null}
        </p>
      </div>
      <Select value={climateOverride ?? DERIVED} onValueChange={(value) => setClimateOverride(value === DERIVED ? undefined : (value as ClimateType))}>
        <Field label={HOME_LOCATION_WORDS.climate}>
          <SelectTrigger className="sm:max-w-md">
            <SelectValue />
          </SelectTrigger>
        </Field>
        <SelectContent>
          <SelectItem value={DERIVED}>{HOME_LOCATION_WORDS.derivedClimate}</SelectItem>
          {CLIMATE_TYPES.map((climate) => (
            <SelectItem key={climate} value={climate}>
              {CLIMATE_NAMES[climate]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <div className="grid gap-1 rounded-md border bg-muted/40 p-3 text-sm" aria-live="polite">
        <p className="font-medium">{derived ? describeHomeClimate(derived) : HOME_LOCATION_WORDS.noLocation}</p>
        {derived?.postalCodeNotFound && parsed.success && parsed.data.postalCode ? (
          <p className="text-muted-foreground">{HOME_LOCATION_WORDS.notFound(parsed.data.postalCode)}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!parsed.success || saving}>
          {submitLabel}
        </Button>
        {onSkip ? (
          <Button type="button" variant="ghost" onClick={onSkip}>
            {HOME_LOCATION_WORDS.skip}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
