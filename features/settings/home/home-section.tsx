import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { homeNameOf, homeNameRequestSchema, type HomeNameRequest, type HomeSummary } from "@domain/contract/homes.ts";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@ui/alert-dialog/index.ts";
import { Button } from "@ui/button/index.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@ui/card/index.ts";
import { Checkbox } from "@ui/checkbox/index.ts";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@ui/dialog/index.ts";
import { Field } from "@ui/field/index.ts";
import { Input } from "@ui/input/index.ts";
import { Label } from "@ui/label/index.ts";

export const HOME_SECTION_WORDS = {
  title: "This home",
  ownerOnly: "Only the home's owner can rename or delete it.",
  onlyHome: "Your only home cannot be deleted: deleting your account erases it.",
  renamed: "Home renamed",
  deleted: "Home deleted",
  renameFailed: "Unable to rename the home.",
} as const;

/** What deleting a home loses, in the confirmation's words (docs/product.md §6.5). */
export const deletionWarning = (name: string) =>
  `${name}'s appliances, every task and its history, its documents and notes are deleted, for everyone who shares it. This cannot be undone.`;

export type HomeSectionProps = {
  home: HomeSummary;
  /** How many homes the person has: the only one cannot be deleted. */
  homeCount: number;
  /** Renames the home; rejects with the server's message to show by the field. */
  onRename: (name: string) => Promise<unknown>;
  /** Deletes the home; rejects with the server's message to show in the dialog. */
  onDelete: () => Promise<unknown>;
  onAddHome: () => void;
  /** Opens a dialog at once (stories). */
  defaultOpen?: "rename" | "delete";
};

/** Settings' part about the home this device shows: its name and role, rename and delete (owner), another home. */
export function HomeSection({ home, homeCount, onRename, onDelete, onAddHome, defaultOpen }: HomeSectionProps) {
  const name = homeNameOf(home);
  const owner = home.role === "owner";
  return (
    <Card>
      <CardHeader>
        <CardTitle asLevel={2}>{HOME_SECTION_WORDS.title}</CardTitle>
        <CardDescription>
          {name}, {owner ? "which you own" : "where you are a member"}
          {home.memberCount > 1 ? `, shared by ${home.memberCount} people` : ""}.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {owner ? null : <p className="text-sm text-muted-foreground">{HOME_SECTION_WORDS.ownerOnly}</p>}
        {owner && homeCount < 2 ? <p className="text-sm text-muted-foreground">{HOME_SECTION_WORDS.onlyHome}</p> : null}
        <div className="flex flex-wrap gap-3">
          {owner ? <RenameHomeDialog currentName={home.name ?? ""} onRename={onRename} defaultOpen={defaultOpen === "rename"} /> : null}
          <Button variant="outline" onClick={onAddHome}>
            <Plus aria-hidden="true" />
            Add a home
          </Button>
          {owner && homeCount > 1 ? <DeleteHomeDialog name={name} onDelete={onDelete} defaultOpen={defaultOpen === "delete"} /> : null}
        </div>
      </CardContent>
    </Card>
  );
}

function RenameHomeDialog({ currentName, onRename, defaultOpen }: { currentName: string; onRename: HomeSectionProps["onRename"]; defaultOpen: boolean }) {
  const [open, setOpen] = React.useState(defaultOpen);
  const form = useForm<HomeNameRequest>({ resolver: zodResolver(homeNameRequestSchema), defaultValues: { name: currentName } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await onRename(name);
      setOpen(false);
    } catch (error) {
      form.setError("name", { message: error instanceof Error ? error.message : HOME_SECTION_WORDS.renameFailed }, { shouldFocus: true });
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset({ name: currentName });
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden="true" />
          Rename home
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate aria-label="Rename home" onSubmit={(event) => void submit(event)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Rename this home</DialogTitle>
            <DialogDescription>Everyone who shares it sees the new name.</DialogDescription>
          </DialogHeader>
          <Field label="Name" error={errors.name?.message}>
            <Input autoComplete="off" {...form.register("name")} />
          </Field>
          <DialogFooter>
            <Button type="submit" loading={isSubmitting}>
              Save name
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteHomeDialog({ name, onDelete, defaultOpen }: { name: string; onDelete: HomeSectionProps["onDelete"]; defaultOpen: boolean }) {
  const [open, setOpen] = React.useState(defaultOpen);
  const [understood, setUnderstood] = React.useState(false);
  const [deleting, setDeleting] = React.useState(false);
  const [failure, setFailure] = React.useState<string | null>(null);
  const checkboxId = React.useId();
  const failureId = React.useId();
  const remove = async () => {
    setDeleting(true);
    setFailure(null);
    try {
      await onDelete();
      setOpen(false);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : "The home could not be deleted");
    } finally {
      setDeleting(false);
    }
  };
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setUnderstood(false);
          setFailure(null);
        }
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete home
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {name}?</AlertDialogTitle>
          <AlertDialogDescription>{deletionWarning(name)}</AlertDialogDescription>
        </AlertDialogHeader>
        <div className="flex items-start gap-3">
          <Checkbox id={checkboxId} checked={understood} onCheckedChange={(checked) => setUnderstood(checked === true)} className="mt-0.5" />
          <Label htmlFor={checkboxId} className="leading-snug font-normal">
            I understand that {name}&apos;s tasks, history and documents will be deleted
          </Label>
        </div>
        {failure ? (
          <p id={failureId} role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={!understood} loading={deleting} onClick={() => void remove()} {...(failure ? { "aria-describedby": failureId } : {})}>
            Delete {name}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
