import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@ui/alert-dialog/index.ts";

/** The dialog's words; `count` is how many of the person's changes have not reached the server. */
export function unsealableChangesWords(count: number) {
  const one = count === 1;
  const changes = one ? "1 change" : `${count} changes`;
  return {
    title: `Sign out with ${changes} not synced?`,
    description: `${one ? "It was" : "They were"} made on this device and ${one ? "hasn't" : "haven't"} reached your account yet. You didn't type your password in this session, so ${one ? "it" : "they"} can't be kept on this device encrypted for you. If you sign out now, ${one ? "it is" : "they are"} deleted from this device and never ${one ? "reaches" : "reach"} your account. Stay signed in, and ${one ? "it syncs" : "they sync"} as soon as you're back online.`,
    stay: "Stay signed in",
    discard: one ? "Delete it and sign out" : "Delete them and sign out",
  } as const;
}

type UnsealableChangesDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** This account's changes that have not reached the server. */
  count: number;
  /** Deletes those changes from this device, then signs out. */
  onDiscard: () => void;
  /** Where focus goes when the dialog closes: it opens from a menu item that is gone by then. */
  returnFocus: () => void;
};

/**
 * 'Sign out' with changes waiting in a session begun without the password (a session restored from its
 * cookie): there is no secret to seal them with, so the person is told what signing out does to them
 * before it does it (docs/decisions/057-waiting-changes-without-a-password-this-session.md).
 */
export function UnsealableChangesDialog({ open, onOpenChange, count, onDiscard, returnFocus }: UnsealableChangesDialogProps) {
  const words = unsealableChangesWords(count);
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{words.title}</AlertDialogTitle>
          <AlertDialogDescription>{words.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{words.stay}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onDiscard}>
            {words.discard}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
