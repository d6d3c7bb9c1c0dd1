import * as React from "react";
import { Link } from "react-router";
import { Check, Clock } from "lucide-react";
import { Badge, type BadgeProps } from "@ui/badge/index.ts";
import { Button } from "@ui/button/index.ts";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@ui/card/index.ts";
import { LiveRegionProvider, useAnnounce } from "@ui/live-region/index.ts";
import { Progress } from "@ui/progress/index.ts";
import {
  demoPriorityLabels,
  demoToggleAnnouncement,
  initialDemoTasks,
  toggleDemoTask,
  type DemoTask,
  type DemoTaskPriority,
} from "./demo-tasks.ts";
import { SIGN_UP_PATH } from "./site-links.ts";

const priorityTones: Record<DemoTaskPriority, NonNullable<BadgeProps["tone"]>> = {
  urgent: "danger",
  today: "accent",
  upcoming: "muted",
};

type DemoPreviewProps = {
  /** The tasks the preview starts with (stories show none, some and all done). */
  initialTasks?: readonly DemoTask[];
};

/** The hero's interactive dashboard preview: three tasks a visitor can tick off, with progress and announcements. */
export function DemoPreview({ initialTasks = initialDemoTasks }: DemoPreviewProps) {
  return (
    <LiveRegionProvider>
      <DemoPreviewCard initialTasks={initialTasks} />
    </LiveRegionProvider>
  );
}

function DemoPreviewCard({ initialTasks }: { initialTasks: readonly DemoTask[] }) {
  const [tasks, setTasks] = React.useState<readonly DemoTask[]>(initialTasks);
  const announce = useAnnounce();
  const titleId = React.useId();
  const doneCount = tasks.filter((task) => task.completed).length;

  const toggle = (id: string) => {
    const next = toggleDemoTask(tasks, id);
    setTasks(next);
    const toggled = next.find((task) => task.id === id);
    if (toggled) announce(demoToggleAnnouncement(toggled));
  };

  return (
    <Card aria-labelledby={titleId} role="region" className="w-full gap-5 shadow-lg" data-slot="demo-preview">
      <CardHeader>
        <CardTitle asLevel={2} id={titleId} className="text-base">
          This week at home
        </CardTitle>
        <CardDescription>Try it: tick a task off.</CardDescription>
        <CardAction>
          <Button asChild variant="link" size="sm" className="px-0">
            <Link to={SIGN_UP_PATH}>View All</Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Progress
          value={doneCount}
          max={tasks.length}
          label="Tasks done"
          showValue
          formatValue={(value, max) => `${value} of ${max} done`}
        />
        <ul className="flex flex-col gap-2">
          {tasks.map((task) => (
            <DemoTaskRow key={task.id} task={task} onToggle={() => toggle(task.id)} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function DemoTaskRow({ task, onToggle }: { task: DemoTask; onToggle: () => void }) {
  const titleId = React.useId();
  const detailsId = React.useId();
  return (
    <li>
      <label
        data-completed={task.completed}
        className="group flex cursor-pointer items-center gap-3 rounded-lg border bg-background px-3 py-2.5 transition-colors hover:bg-accent/60 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/60"
      >
        <span className="relative grid size-6 shrink-0 place-items-center">
          {/* A native checkbox: Space and click toggle it without extra code. */}
          <input
            type="checkbox"
            checked={task.completed}
            onChange={onToggle}
            aria-labelledby={titleId}
            aria-describedby={detailsId}
            className="peer size-6 cursor-pointer appearance-none rounded-full border-2 border-input bg-background transition-colors checked:border-primary checked:bg-primary focus-visible:outline-none"
          />
          <Check
            aria-hidden="true"
            className="pointer-events-none absolute size-3.5 text-primary-foreground opacity-0 peer-checked:opacity-100"
            strokeWidth={3}
          />
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span id={titleId} className="truncate text-sm font-medium group-data-[completed=true]:text-muted-foreground group-data-[completed=true]:line-through">
            {task.title}
          </span>
          <span id={detailsId} className="flex items-center gap-1 text-xs text-muted-foreground">
            {task.appliance}
            <span aria-hidden="true">·</span>
            <Clock aria-hidden="true" className="size-3" />
            {task.timeEstimate} min
            <span className="sr-only">, {demoPriorityLabels[task.priority]}</span>
          </span>
        </span>
        <Badge tone={task.completed ? "muted" : priorityTones[task.priority]} aria-hidden="true">
          {demoPriorityLabels[task.priority]}
        </Badge>
      </label>
    </li>
  );
}
