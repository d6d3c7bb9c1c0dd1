import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, test } from "vitest";
import type { CompletedTaskEntry, HomeMember } from "@domain/contract/index.ts";
import { completedEntries, FIXTURE_NOW } from "../../mock-api/fixtures/progress.ts";
import { sharedHomeHistory } from "../../mock-api/fixtures/households.ts";
import { homeOfOne, someHomeMembers } from "../../mock-api/handlers/households.ts";
import { CompletedTaskList } from "./completed-task-list.tsx";

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
});

function mount(entries: readonly CompletedTaskEntry[], members: readonly HomeMember[]) {
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  const nothing = () => undefined;
  root.render(<CompletedTaskList entries={entries} total={entries.length} now={new Date(FIXTURE_NOW)} hasMore={false} onLoadMore={nothing} onUndo={nothing} onEdit={nothing} members={members} />);
}

/** The line under the name of the entry noting this: appliance, day and, where it is said, who did it. */
function lineOf(notes: string): string | undefined {
  const entry = [...document.querySelectorAll("li")].find((item) => item.textContent.includes(notes));
  return entry?.querySelector("h4 + p")?.textContent;
}

describe("who did each completion, in the history (docs/product.md §6.5)", () => {
  test("a shared home names the member, 'you' and a former member", async () => {
    mount(sharedHomeHistory, someHomeMembers);
    await expect.poll(() => lineOf("Filter was grey; bought a 3-pack.")).toBe("Furnace · Nov 24, 2026 · by Sam Lee");
    await expect.poll(() => lineOf("Valve snapped back, no drips.")).toMatch(/· by you$/);
    await expect.poll(() => lineOf("Lots of lint behind the dryer.")).toMatch(/· by a former member$/);
  });

  test("a home kept alone reads as it always has: nobody named", async () => {
    mount(completedEntries, homeOfOne);
    await expect.poll(() => lineOf("Filter was grey; bought a 3-pack.")).toMatch(/^Furnace · Nov 24, 2026$/);
    expect(document.body.textContent).not.toContain(" by ");
  });

  test("while the home's people are not known, nobody is named rather than the wrong person", async () => {
    mount(sharedHomeHistory, []);
    await expect.poll(() => lineOf("Filter was grey; bought a 3-pack.")).toMatch(/^Furnace · Nov 24, 2026$/);
    expect(document.body.textContent).not.toContain(" by ");
  });
});
