import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router";
import { expect, userEvent, within } from "storybook/test";
import { Card, CardContent, CardHeader } from "@ui/card/index.ts";
import { expectConsole } from "../test-support/console-guard.ts";
import { AppErrorBoundary, ComponentErrorBoundary, RouteErrorBoundary } from "./boundaries.tsx";

/** A part of a page that fails to draw until what it needs is back (Try Again clears the cause). */
function UpcomingTasks({ broken }: { broken: boolean }) {
  if (broken) throw new Error("The upcoming tasks could not be drawn");
  return <p>3 tasks are due this week.</p>;
}

type Level = "component" | "route" | "app";

function BoundaryDemo({ level, startsBroken = true }: { level: Level; startsBroken?: boolean }) {
  const [broken, setBroken] = React.useState(startsBroken);
  const repair = () => setBroken(false);
  if (level === "app") {
    return (
      <AppErrorBoundary>
        <UpcomingTasks broken={broken} />
      </AppErrorBoundary>
    );
  }
  if (level === "route") {
    return (
      <MemoryRouter initialEntries={["/dashboard"]}>
        <main className="p-6">
          <RouteErrorBoundary onReset={repair}>
            <h1 className="text-2xl font-semibold">Dashboard</h1>
            <UpcomingTasks broken={broken} />
          </RouteErrorBoundary>
        </main>
      </MemoryRouter>
    );
  }
  return (
    <main className="grid max-w-md gap-4 p-6">
      <h1 className="text-2xl font-semibold">Dashboard</h1>
      <p>The rest of the page keeps working when one part fails.</p>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">This week</h2>
        </CardHeader>
        <CardContent>
          <ComponentErrorBoundary onReset={repair}>
            <UpcomingTasks broken={broken} />
          </ComponentErrorBoundary>
        </CardContent>
      </Card>
    </main>
  );
}

const meta = {
  title: "App/ErrorBoundaries",
  component: BoundaryDemo,
  parameters: { layout: "fullscreen" },
  args: { level: "component" },
} satisfies Meta<typeof BoundaryDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Healthy: Story = {
  args: { startsBroken: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("3 tasks are due this week.")).toBeVisible();
    await expect(within(canvasElement).queryByRole("alert")).toBeNull();
  },
};

export const ComponentLevel: Story = {
  play: async ({ canvasElement }) => {
    // The broken part throws on purpose: React and the boundary both report it on the console.
    expectConsole("error", "The upcoming tasks could not be drawn");
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole("alert");
    await expect(panel).toHaveTextContent("Something went wrong");
    // Only the failing part is replaced: the page around it stays.
    await expect(canvas.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await userEvent.click(within(panel).getByRole("button", { name: "Try Again" }));
    await expect(await canvas.findByText("3 tasks are due this week.")).toBeVisible();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const RouteLevel: Story = {
  args: { level: "route" },
  play: async ({ canvasElement }) => {
    // The broken part throws on purpose: React and the boundary both report it on the console.
    expectConsole("error", "The upcoming tasks could not be drawn");
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole("alert");
    await expect(within(panel).getByRole("heading", { name: "This page encountered an error" })).toBeVisible();
    await expect(within(panel).getByRole("button", { name: "Go Home" })).toBeVisible();
    await userEvent.click(within(panel).getByRole("button", { name: "Try Again" }));
    await expect(await canvas.findByText("3 tasks are due this week.")).toBeVisible();
  },
};

export const AppLevel: Story = {
  args: { level: "app" },
  play: async ({ canvasElement }) => {
    // The broken part throws on purpose: React and the boundary both report it on the console.
    expectConsole("error", "The upcoming tasks could not be drawn");
    const panel = await within(canvasElement).findByRole("alert");
    await expect(within(panel).getByRole("heading", { name: "Oops! Something went wrong" })).toBeVisible();
    await expect(panel).toHaveTextContent("We're sorry, but something unexpected happened. Please try refreshing the page.");
    await expect(within(panel).getByRole("button", { name: "Refresh Page" })).toBeEnabled();
    await expect(within(panel).getByRole("button", { name: "Go to Home" })).toBeEnabled();
  },
};
