import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { allHomesTasks } from "../../mock-api/index.ts";
import { ALL_HOMES_WORDS, AllHomesList, HomesScopeToggle, type AllHomesListProps, type HomesScope } from "./all-homes-list.tsx";

/** The toggle above the list, as the dashboard shows them to a person with several homes. */
function WithToggle(props: AllHomesListProps) {
  const [scope, setScope] = React.useState<HomesScope>("all");
  return (
    <div className="grid max-w-3xl gap-4">
      <HomesScopeToggle scope={scope} onScopeChange={setScope} homeName="Maple Street" />
      {scope === "all" ? <AllHomesList {...props} /> : <p>The dashboard of Maple Street.</p>}
    </div>
  );
}

const meta = {
  title: "Features/Dashboard/AllHomesList",
  component: AllHomesList,
  tags: ["visual-mobile"],
  parameters: { layout: "padded" },
  args: { status: "success", tasks: allHomesTasks() },
  render: (args) => <WithToggle {...args} />,
} satisfies Meta<typeof AllHomesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every home's open tasks, soonest first, each labelled with its home. */
export const SeveralHomes: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("button", { name: ALL_HOMES_WORDS.title })).toHaveAttribute("aria-pressed", "true");
    const items = within(page.getByRole("list", { name: ALL_HOMES_WORDS.title })).getAllByRole("listitem");
    await expect(items.length).toBe(allHomesTasks().length);
    await expect(page.getAllByText("Home:", { exact: false }).length).toBe(items.length);
    await expect(page.getAllByText("Lake cottage").length).toBeGreaterThan(0);
  },
};

/** The toggle goes back to the shown home's dashboard. */
export const BackToThisHome: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole("button", { name: "Maple Street" }));
    await expect(page.getByRole("button", { name: "Maple Street" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("The dashboard of Maple Street.")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: "pending" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status", { name: "Loading the tasks of all your homes..." })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { status: "error", onRetry: () => undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(ALL_HOMES_WORDS.loadFailed)).toBeVisible();
  },
};

export const NothingDue: Story = {
  args: { status: "success", tasks: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(ALL_HOMES_WORDS.empty)).toBeVisible();
  },
};
