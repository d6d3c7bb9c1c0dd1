import { normaliseError } from "@lib/http/index.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@ui/card/index.ts";
import { ErrorPanel } from "@ui/error-panel/index.ts";
import { Skeleton } from "@ui/skeleton/index.ts";
import { useToast } from "@ui/toast/index.ts";
import { useHomeLocation } from "./api/get-home-location.ts";
import { useSetHomeLocation } from "./api/set-home-location.ts";
import { browserCountry, browserLatitude, HomeLocationForm } from "@features/tasks/home-setup.ts";

export const HOME_LOCATION_SECTION_WORDS = {
  title: "Where your home is",
  description: "Seasonal tasks follow your hemisphere and climate. Changing it moves upcoming tasks; finished ones stay as they are.",
  loadFailed: "Unable to load where your home is.",
  saved: "Location saved. Upcoming seasonal tasks have moved to your seasons.",
  saveFailed: "Unable to save the location.",
} as const;

/** Settings' control for where the home is (docs/product.md §5.7), in both modes. */
export function HomeLocationSection() {
  const current = useHomeLocation();
  const save = useSetHomeLocation();
  const { toast } = useToast();
  return (
    <Card>
      <CardHeader>
        <CardTitle asLevel={2}>{HOME_LOCATION_SECTION_WORDS.title}</CardTitle>
        <CardDescription>{HOME_LOCATION_SECTION_WORDS.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {current.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : current.isError ? (
          <ErrorPanel title={HOME_LOCATION_SECTION_WORDS.loadFailed} actions={[{ label: "Try Again", onAction: () => void current.refetch() }]} />
        ) : (
          <HomeLocationForm
            location={current.data.location}
            defaultCountry={browserCountry()}
            locate={browserLatitude}
            saving={save.isPending}
            onSave={(location) =>
              save.mutate(location, {
                onSuccess: () => toast({ variant: "success", title: HOME_LOCATION_SECTION_WORDS.saved }),
                onError: (error) => toast({ variant: "error", title: HOME_LOCATION_SECTION_WORDS.saveFailed, description: normaliseError(error).message }),
              })
            }
          />
        )}
      </CardContent>
    </Card>
  );
}
