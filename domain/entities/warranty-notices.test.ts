import { describe, expect, test } from "vitest";
import type { Notification } from "./notification.ts";
import { unreadWarrantyNotices } from "./warranty-notices.ts";

const notice = (id: string, endsOn: string, isRead = false): Notification => ({
  id,
  type: "info",
  title: "Warranty ending soon",
  message: `The warranty ends on ${endsOn}`,
  createdAt: "2026-11-01T09:00:00.000Z",
  isRead,
  warranty: { applianceId: `appliance-${id}`, applianceName: `Appliance ${id}`, endsOn },
});
const other: Notification = { id: "added", type: "success", title: "Appliance Added", message: "Dryer has been added to your home", createdAt: "2026-11-01T09:00:00.000Z", isRead: false };
const ids = (notifications: readonly Notification[], today: string) => unreadWarrantyNotices(notifications, today).map((shown) => shown.id);

describe("docs/product.md §4.20: the warranty notices the dashboard shows", () => {
  test("unread ones only; a read notice is not shown again, and other notifications are not warranty notices", () => {
    expect(ids([notice("unread", "2026-12-20"), notice("read", "2026-12-10", true), other], "2026-12-01")).toEqual(["unread"]);
  });

  test("not once the warranty has ended: its last day is still covered, the day after is not", () => {
    const notices = [notice("ends-today", "2026-12-01"), notice("ended", "2026-11-30")];
    expect(ids(notices, "2026-12-01")).toEqual(["ends-today"]);
    expect(ids(notices, "2026-12-02")).toEqual([]);
  });

  test("the soonest end first, whatever order they came in", () => {
    expect(ids([notice("late", "2027-01-15"), notice("soon", "2026-12-05"), notice("middle", "2026-12-31")], "2026-12-01")).toEqual(["soon", "middle", "late"]);
  });

  test("each with what it is about, to name the appliance and link to it", () => {
    expect(unreadWarrantyNotices([notice("a", "2026-12-05")], "2026-12-01")).toEqual([{ id: "a", warranty: { applianceId: "appliance-a", applianceName: "Appliance a", endsOn: "2026-12-05" } }]);
  });
});
