import { describe, expect, test } from "vitest";
import { stickyBarVisible, type StickyBarInputs } from "./sticky-bar-visibility.ts";

const base: StickyBarInputs = {
  scrollY: 1200,
  previousScrollY: 1300,
  heroHeight: 600,
  heroInView: false,
  finalCtaInView: false,
  footerInView: false,
  viewportShrink: 0,
  wasVisible: false,
};

describe("stickyBarVisible", () => {
  test.each<[string, Partial<StickyBarInputs>, boolean]>([
    ["scrolling up past the hero shows it", {}, true],
    ["scrolling down past the hero does not show it", { scrollY: 1300, previousScrollY: 1200 }, false],
    ["scrolling down keeps it when it already shows", { scrollY: 1300, previousScrollY: 1200, wasVisible: true }, true],
    ["standing still keeps it hidden", { scrollY: 1200, previousScrollY: 1200 }, false],
    ["standing still keeps it shown", { scrollY: 1200, previousScrollY: 1200, wasVisible: true }, true],
    ["scrolling up but still within the hero's height hides it", { scrollY: 550, previousScrollY: 580, wasVisible: true }, false],
    ["exactly at the hero's height hides it", { scrollY: 600, previousScrollY: 700 }, false],
    ["one pixel past the hero's height shows it", { scrollY: 601, previousScrollY: 700 }, true],
    ["a short hero still needs 400 px: 399", { heroHeight: 250, scrollY: 399, previousScrollY: 450 }, false],
    ["a short hero still needs 400 px: 400", { heroHeight: 250, scrollY: 400, previousScrollY: 450 }, false],
    ["a short hero still needs 400 px: 401", { heroHeight: 250, scrollY: 401, previousScrollY: 450 }, true],
    ["hidden while the hero is in view", { heroInView: true, wasVisible: true }, false],
    ["hidden while the final call to action is in view", { finalCtaInView: true, wasVisible: true }, false],
    ["hidden while the footer is in view", { footerInView: true, wasVisible: true }, false],
    ["a keyboard shrinking the viewport by 121 px hides it", { viewportShrink: 121, wasVisible: true }, false],
    ["a viewport 120 px shorter still shows it", { viewportShrink: 120 }, true],
  ])("%s", (_name, overrides, expected) => {
    expect(stickyBarVisible({ ...base, ...overrides })).toBe(expected);
  });
});
