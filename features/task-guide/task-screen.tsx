import * as React from "react";
import { useReadingConventions } from "@lib/app-state/index.ts";
import { guideForReader } from "@domain/format/guide-for-reader.ts";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { SearchX, WifiOff } from "lucide-react";
import { EmptyState } from "@ui/empty-state/index.ts";
import { ErrorPanel } from "@ui/error-panel/index.ts";
import { PageFallback } from "@ui/shield-loader/index.ts";
import { TASK_MESSAGES } from "@domain/messages.ts";
import { CompletionDetailsDialog, completionDateLimitsOf, useClock, useTaskActions, useTaskDetails, useRecordGuideFinished, useHomeMembers } from "@features/tasks/index.ts";
import { pageTitle, useDocumentTitle } from "@lib/page-meta/index.ts";
import { ApiError, gotNoAnswer } from "@lib/http/index.ts";
import { guideStepOf, OPENED_FROM_OVERVIEW, wasOpenedFromOverview, withGuideStep } from "./guide-address.ts";
import { GuideMode } from "./guide-mode.tsx";
import { PrintableGuide } from "./printable-guide.tsx";
import { TaskOverview } from "./task-overview.tsx";

type DialogState = { mode: "complete" | "update"; initialMinutes?: number } | null;

const backLink =
  "inline-flex min-h-11 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground outline-none hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/60";

export type TaskScreenProps = {
  /** Stories fix the clock so their dates do not move. */
  now?: () => Date;
};

/** The task could not be read for want of a network; with `onRetry`, a button to read it again. */
function OfflinePanel({ description, onRetry }: { description: string; onRetry?: () => void }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <EmptyState
        framed
        icon={<WifiOff />}
        title="You are offline"
        description={description}
        action={
          onRetry ? (
            <button type="button" className={backLink} onClick={onRetry}>
              Try again
            </button>
          ) : undefined
        }
      />
    </div>
  );
}

/** The task's name as the document title, so a tab, the history and a screen reader name the task open. */
function TaskTitle({ name }: { name: string }) {
  useDocumentTitle(pageTitle(name));
  return null;
}

/** docs/product.md §2.14: the not-found panel, and a document title that says the same. */
function TaskNotFound() {
  useDocumentTitle(pageTitle("Task not found"));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <EmptyState
        framed
        icon={<SearchX />}
        headingLevel={2}
        title="Task not found"
        description="This task does not exist, or it belongs to another home."
        action={
          <Link to="/dashboard" className={backLink}>
            Back to the dashboard
          </Link>
        }
      />
    </div>
  );
}

/**
 * docs/product.md §2.14: a task that does not exist or is not this home's gets the not-found panel. The server
 * answers 404 for an id no task of the home has, and 400 for one no task could have (too long, a NUL: the
 * contract refuses it, docs/product.md §8.6); the id is all this read sends, so both mean no such task.
 */
function isTaskNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** docs/product.md §2 `/task/{id}`: what the task is, its guide step by step, and completing it. */
export function TaskScreen({ now }: TaskScreenProps) {
  const { id = "" } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const clock = useClock(now);
  const details = useTaskDetails(id);
  const actions = useTaskActions({ today: clock.today, timeZone: clock.timeZone, now: clock.nowFn });
  const members = useHomeMembers();
  const guideFinished = useRecordGuideFinished();
  const conventions = useReadingConventions();
  // The guide is open, and at which step, by the address (./guide-address.ts): Back and Forward open and close it.
  const guideStep = guideStepOf(search);
  const guideOpen = guideStep !== null;
  // Where the focus goes when the guide and the overview take each other's place, whether a button or the
  // browser's Back and Forward swapped them: the first step's title, "Start the guide", or the Completed part
  // when the task was completed from the guide. A guide the page opened at (a reload) leaves the focus alone.
  const [focusAfterSwap, setFocusAfterSwap] = React.useState<"guide" | "start-guide" | "status" | null>(null);
  const [guideWasOpen, setGuideWasOpen] = React.useState(guideOpen);
  if (guideOpen !== guideWasOpen) {
    setGuideWasOpen(guideOpen);
    setFocusAfterSwap(guideOpen ? "guide" : focusAfterSwap === "status" ? "status" : "start-guide");
  }
  const [dialog, setDialog] = React.useState<DialogState>(null);
  // A completion answered after the person left the page must not bring them back to it.
  const mounted = React.useRef(false);
  React.useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const closeGuide = () => setSearch(withGuideStep(search, null), { replace: true });

  if (details.isPending) {
    // Without a network the read waits, paused, for the browser to be online again, and then goes on by
    // itself: the page says why nothing comes instead of loading for ever.
    if (details.fetchStatus === "paused") return <OfflinePanel description="This task's guide loads as soon as you are back online." />;
    return <PageFallback text="Loading task details..." />;
  }
  if (details.isError) {
    const error = details.error;
    if (isTaskNotFound(error)) return <TaskNotFound />;
    if (gotNoAnswer(error)) {
      return <OfflinePanel description="This task's guide could not be loaded. Check your connection and try again." onRetry={() => void details.refetch()} />;
    }
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <ErrorPanel variant="route" title={TASK_MESSAGES.loadFailed} actions={[{ label: "Try again", onAction: () => void details.refetch() }]} />
      </div>
    );
  }

  // docs/product.md §2.18: the guide's temperatures in the reader's scale, in every part that shows it.
  const task = details.data.guide ? { ...details.data, guide: guideForReader(details.data.guide, conventions) } : details.data;
  const latest = task.history.find((entry) => entry.taskId === task.id);
  const guideShown = guideStep !== null && task.guide != null && !task.isCompleted;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6">
      <TaskTitle name={task.name} />
      <div className="print:hidden">
        {guideShown && task.guide ? (
          <>
            <h1 className="mb-2 text-2xl font-semibold tracking-tight">{task.name}</h1>
            <GuideMode
              taskName={task.name}
              steps={task.guide.steps}
              initialStep={guideStep ?? 0}
              focusOnOpen={focusAfterSwap === "guide"}
              onStepChange={(step) => setSearch(withGuideStep(search, step), { replace: true, state: location.state as unknown, preventScrollReset: true })}
              // Leaving the guide is Back when the overview opened it, so Forward opens it again as after Back.
              onExit={() => (wasOpenedFromOverview(location.state) ? void navigate(-1) : closeGuide())}
              onFinish={(minutes) => {
                // Reaching the last step is what the "Guide followed" achievement counts (docs/product.md §2.15),
                // whether or not the task is then completed; a failure here costs the homeowner nothing.
                guideFinished.mutate(task.id);
                setDialog({ mode: "complete", initialMinutes: minutes });
              }}
            />
          </>
        ) : (
          <TaskOverview
            task={task}
            today={clock.today}
            now={clock.now}
            timeZone={clock.timeZone}
            onStartGuide={() => setSearch(withGuideStep(search, 0), { state: OPENED_FROM_OVERVIEW })}
            focusOnShow={focusAfterSwap === "guide" ? null : focusAfterSwap}
            onComplete={() => void actions.completeTask(task)}
            onCompleteWithDetails={() => setDialog({ mode: "complete" })}
            onUndo={() => void actions.undoComplete(task, null)}
            onAddDetails={() => setDialog({ mode: "update" })}
            onPrint={() => window.print()}
            // A write ends at the server's answer (docs/decisions/039-task-writes-end-at-the-answer.md); until the
            // page has read the task again it still shows it as it was, and a second press would be refused.
            busy={actions.isBusy(task.id) || details.isRefetching}
            members={members}
            onAssign={(member) => void actions.assignTask(task, member)}
          />
        )}
      </div>
      {task.guide ? (
        <PrintableGuide
          guide={task.guide}
          appliance={{ name: task.applianceName ?? null, brand: task.applianceBrand ?? null, model: task.applianceModel ?? null }}
          className="hidden print:flex"
        />
      ) : null}
      <CompletionDetailsDialog
        taskName={dialog ? task.name : null}
        mode={dialog?.mode ?? "complete"}
        {...(dialog?.mode === "complete" ? { dateLimits: completionDateLimitsOf(task, clock) } : {})}
        initialValues={
          dialog?.mode === "update"
            ? {
                notes: latest?.notes ?? "",
                timeSpentMinutes: latest?.timeSpentMinutes != null ? String(latest.timeSpentMinutes) : "",
                costActual: latest?.costActual != null ? String(latest.costActual) : "",
              }
            : dialog?.initialMinutes
              ? { timeSpentMinutes: String(dialog.initialMinutes) }
              : {}
        }
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        onSubmit={async (metadata) => {
          const mode = dialog?.mode;
          setDialog(null);
          if (mode === "update") await actions.saveDetails(task, metadata);
          else {
            // Before the completion is sent: its optimistic answer may already put the overview in the guide's place.
            if (guideShown) setFocusAfterSwap("status");
            // The guide's entry becomes the overview's, so Back does not open the guide of a task just done.
            if ((await actions.completeTask(task, metadata)) !== null && guideOpen && mounted.current) closeGuide();
          }
        }}
      />
    </div>
  );
}
