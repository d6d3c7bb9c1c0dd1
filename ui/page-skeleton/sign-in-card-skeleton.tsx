import { Skeleton } from "../skeleton/index.ts";
import { cn } from "../lib/cn.ts";

type SignInCardSkeletonProps = {
  /** Announced once for the whole skeleton; the shapes themselves are silent. */
  text?: string;
  className?: string;
};

/** The shape of a centred sign-in card (logo, heading, line of text, two fields, a button) while it loads. */
function SignInCardSkeleton({ text = "Loading...", className }: SignInCardSkeletonProps) {
  return (
    <div role="status" aria-busy="true" data-slot="sign-in-card-skeleton" className={cn("mx-auto grid w-full max-w-md gap-6 px-4 py-10 sm:py-16", className)}>
      <span className="sr-only">{text}</span>
      <Skeleton className="h-7 w-32 justify-self-center" />
      <div className="grid gap-5 rounded-xl border bg-card p-6">
        <Skeleton className="h-7 w-40" />
        <Skeleton shape="text" className="w-3/4" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    </div>
  );
}

export { SignInCardSkeleton, type SignInCardSkeletonProps };
