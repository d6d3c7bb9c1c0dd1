import { useNavigate } from "react-router";
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

export const ERASE_LOCAL_HOME_WORDS = {
  title: "Sign out and erase this home?",
  description:
    "Your home, its tasks and everything you completed are kept only in this browser, and signing out erases them. Create an account instead to keep them: everything you did here comes with you.",
  createAccount: "Create an account",
  erase: "Erase and sign out",
  cancel: "Cancel",
} as const;

type EraseLocalHomeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Ends the local session, which erases the home kept in this browser. */
  onErase: () => void;
  /**
   * Where focus goes when the dialog closes: it opens from a menu item that is gone by then, so without
   * it focus would fall to the page's start.
   */
  returnFocus: () => void;
};

/**
 * A guest's 'Sign out' (docs/product.md §4.16): the home lives only in this browser, so signing out is
 * erasing it. It is asked first, with the way to keep it (an account) beside the way to lose it.
 */
export function EraseLocalHomeDialog({ open, onOpenChange, onErase, returnFocus }: EraseLocalHomeDialogProps) {
  const navigate = useNavigate();
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{ERASE_LOCAL_HOME_WORDS.title}</AlertDialogTitle>
          <AlertDialogDescription>{ERASE_LOCAL_HOME_WORDS.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{ERASE_LOCAL_HOME_WORDS.cancel}</AlertDialogCancel>
          <AlertDialogAction variant="outline" onClick={() => void navigate("/sign-up")}>
            {ERASE_LOCAL_HOME_WORDS.createAccount}
          </AlertDialogAction>
          <AlertDialogAction variant="destructive" onClick={onErase}>
            {ERASE_LOCAL_HOME_WORDS.erase}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
