import * as React from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import type { HomeAppliance, UpdateApplianceRequest } from "@domain/contract/index.ts";
import { LiveRegionProvider } from "@ui/live-region/index.ts";
import { ToastProvider } from "@ui/toast/index.ts";
import { homeApplianceOf } from "../../mock-api/fixtures/appliances.ts";
import { EditApplianceDialog, INCOMPLETE_DATE_MESSAGE } from "./edit-appliance-dialog.tsx";

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
});

function mount(appliance: HomeAppliance) {
  const onSave = vi.fn<(changes: UpdateApplianceRequest) => Promise<void>>(() => Promise.resolve());
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <LiveRegionProvider>
      <ToastProvider>
        <EditApplianceDialog appliance={appliance} onOpenChange={() => undefined} onSave={onSave} today="2026-11-24" />
      </ToastProvider>
    </LiveRegionProvider>,
  );
  return { onSave };
}

// The browser's date box reports a half-typed date as "" (the same as an empty box), so only real key
// presses into it, as here, show what a person who stops half-way gets.
describe("the install date box with part of a date in it", () => {
  test("a date with its year missing is refused by the field, and nothing is sent", async () => {
    const { onSave } = mount(homeApplianceOf("refrigerator", { brand: "Bosch" }));
    await userEvent.click(page.getByLabelText("Install date (optional)"));
    // Two parts typed, whatever the locale's order of month and day; the year is left out.
    await userEvent.keyboard("0315");
    await userEvent.click(page.getByRole("button", { name: "Save changes" }));
    await expect.element(page.getByText(INCOMPLETE_DATE_MESSAGE)).toBeVisible();
    await expect.element(page.getByLabelText("Install date (optional)")).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  test("a saved date with a part erased is kept: the change is refused, not sent as a cleared date", async () => {
    const { onSave } = mount(homeApplianceOf("furnace", { installDate: "2010-03-15" }));
    await userEvent.click(page.getByLabelText("Install date (optional)"));
    await userEvent.keyboard("{Backspace}");
    await userEvent.click(page.getByRole("button", { name: "Save changes" }));
    await expect.element(page.getByText(INCOMPLETE_DATE_MESSAGE)).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  test("an emptied box still clears the date, and a whole date is sent", async () => {
    const cleared = mount(homeApplianceOf("furnace", { installDate: "2010-03-15" }));
    const field = page.getByLabelText("Install date (optional)");
    await userEvent.clear(field);
    await userEvent.click(page.getByRole("button", { name: "Save changes" }));
    await vi.waitFor(() => expect(cleared.onSave).toHaveBeenCalledWith(expect.objectContaining({ installDate: null })));
    root?.unmount();
    document.body.replaceChildren();

    const typed = mount(homeApplianceOf("refrigerator"));
    // Filled whole, as the date picker does: typed digits follow the browser's locale's order of the parts.
    await userEvent.fill(page.getByLabelText("Install date (optional)"), "2019-03-15");
    await userEvent.click(page.getByRole("button", { name: "Save changes" }));
    await vi.waitFor(() => expect(typed.onSave).toHaveBeenCalledWith(expect.objectContaining({ installDate: "2019-03-15" })));
  });
});
