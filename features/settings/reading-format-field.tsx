import type { ReadingFormat } from "@domain/entities/app-state.ts";
import { formatDay, formatTemperatures, type ReadingConventions } from "@domain/format/for-people.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@ui/card/index.ts";
import { Field } from "@ui/field/index.ts";
import { RadioGroup, RadioGroupOption } from "@ui/radio-group/index.ts";
import { appStore, conventionsOf, useAppStore } from "@lib/app-state/index.ts";

/** A day and a temperature as each choice writes them, so the choice shows what it does. */
const EXAMPLE_DAY = "2026-03-12";
const EXAMPLE_TEMPERATURE = "120 °F (49 °C)";
const example = (conventions: ReadingConventions) => `${formatDay(EXAMPLE_DAY, EXAMPLE_DAY, conventions)} · ${formatTemperatures(EXAMPLE_TEMPERATURE, conventions.temperature)}`;

const labels: Readonly<Record<ReadingFormat, string>> = {
  browser: "As this browser writes them",
  us: "Month first, °F",
  "day-first-celsius": "Day first, °C",
};

export type ReadingFormatFieldProps = {
  value: ReadingFormat;
  onChange: (format: ReadingFormat) => void;
  /** The browser's locale, which "As this browser writes them" follows. */
  locale: string | undefined;
};

/** docs/product.md §2.18: how due dates and the guides' temperatures are written; saved at once, in this browser. */
export function ReadingFormatField({ value, onChange, locale }: ReadingFormatFieldProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asLevel={2}>Dates and temperatures</CardTitle>
        <CardDescription>How due dates and the temperatures in guides are written on this device.</CardDescription>
      </CardHeader>
      <CardContent>
        <Field label="Write dates and temperatures">
          <RadioGroup value={value} onValueChange={(chosen) => onChange(chosen as ReadingFormat)} className="grid gap-3 sm:grid-cols-3">
            {(Object.keys(labels) as ReadingFormat[]).map((format) => (
              <RadioGroupOption key={format} value={format} label={labels[format]} description={example(conventionsOf(format, locale))} />
            ))}
          </RadioGroup>
        </Field>
      </CardContent>
    </Card>
  );
}

/** The field on the app-wide store: the settings page's, in either mode. */
export function ReadingFormatSetting({ locale }: { locale: string | undefined }) {
  const value = useAppStore((store) => store.readingFormat);
  return <ReadingFormatField value={value} onChange={(format) => appStore.getState().setReadingFormat(format)} locale={locale} />;
}
