import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { homeNameRequestSchema, type HomeNameRequest } from "@domain/contract/homes.ts";
import { Button } from "@ui/button/index.ts";
import { Card, CardContent, CardDescription, CardHeader } from "@ui/card/index.ts";
import { Field } from "@ui/field/index.ts";
import { Input } from "@ui/input/index.ts";

export const NAME_HOME_WORDS = {
  title: "Add a home",
  description: "A holiday cottage, a parent's house, a rental: each home keeps its own appliances and tasks. Name it, then set it up.",
  createFailed: "Unable to create the home.",
} as const;

export type NameHomeFormProps = {
  /** Creates the home; rejects with the server's message to show by the field. */
  onCreate: (name: string) => Promise<unknown>;
  onCancel: () => void;
};

/** The first step of another home (docs/product.md §6.5): its name. The usual onboarding follows. */
export function NameHomeForm({ onCreate, onCancel }: NameHomeFormProps) {
  const form = useForm<HomeNameRequest>({ resolver: zodResolver(homeNameRequestSchema), defaultValues: { name: "" } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await onCreate(name);
    } catch (error) {
      form.setError("name", { message: error instanceof Error ? error.message : NAME_HOME_WORDS.createFailed }, { shouldFocus: true });
    }
  });
  return (
    <Card className="mx-auto w-full max-w-lg">
      <CardHeader>
        <h1 className="text-xl font-semibold tracking-tight">{NAME_HOME_WORDS.title}</h1>
        <CardDescription>{NAME_HOME_WORDS.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate aria-label="Name the new home" onSubmit={(event) => void submit(event)} className="grid gap-4">
          <Field label="Home name" hint="For example: Lake cottage" error={errors.name?.message}>
            <Input autoComplete="off" {...form.register("name")} />
          </Field>
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Create and set up
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
