import { describe, expect, test } from "vitest";
import { describeOverlay, describePosition, type ImageOverlay } from "./image-with-overlays.tsx";

describe("describePosition", () => {
  test.each([
    [10, 10, "top left"],
    [50, 10, "top centre"],
    [90, 10, "top right"],
    [10, 50, "middle left"],
    [50, 50, "centre"],
    [90, 50, "middle right"],
    [10, 90, "bottom left"],
    [50, 90, "bottom centre"],
    [90, 90, "bottom right"],
    [0, 100, "bottom left"],
  ])("(%d%%, %d%%) is the %s", (x, y, words) => {
    expect(describePosition(x, y)).toBe(words);
  });
});

describe("describeOverlay", () => {
  test.each<[ImageOverlay, string]>([
    [{ type: "arrow", x: 20, y: 30, label: "Drain valve", color: "#eab308", direction: "left" }, "Drain valve: arrow pointing left, top left of the image"],
    [{ type: "arrow", x: 50, y: 50, label: "Filter slot", color: "#3b82f6" }, "Filter slot: arrow pointing down, centre of the image"],
    [{ type: "rotation", x: 80, y: 80, label: "Loosen the cap", color: "#3b82f6", direction: "counterclockwise" }, "Loosen the cap: counterclockwise rotation, bottom right of the image"],
    [{ type: "rotation", x: 50, y: 20, label: "Tighten", color: "#eab308" }, "Tighten: clockwise rotation, top centre of the image"],
    [{ type: "circle", x: 75, y: 60, label: "Shut-off switch", color: "#ef4444" }, "Shut-off switch: circled area, middle right of the image"],
    // Positions outside the image are clamped to its edge rather than described as off the image.
    [{ type: "circle", x: -20, y: 140, label: "Edge", color: "#ef4444" }, "Edge: circled area, bottom left of the image"],
  ])("%j reads %j", (overlay, words) => {
    expect(describeOverlay(overlay)).toBe(words);
  });
});
