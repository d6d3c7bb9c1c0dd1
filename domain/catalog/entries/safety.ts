import type { CatalogTask } from "../../contract/catalog.ts";
import { defineEntry, GUIDE_COLOURS } from "../define-entry.ts";

const alarmImage = {
  filename: "guides/smoke-alarm.webp",
  alt: "A round ceiling smoke and carbon monoxide alarm seen from below, with a test button in the centre, a green light and a battery door on the rim",
  caption: "Most alarms have one test button in the middle of the cover.",
};

export const safetyEntries: readonly CatalogTask[] = [
  defineEntry({
    id: "test-smoke-co-detectors",
    name: "Test smoke and carbon monoxide alarms",
    appliance: "Smoke and CO detectors",
    applianceIds: ["smoke_co_detectors"],
    category: "Safety Systems",
    estimatedTime: 10,
    difficulty: "Easy",
    diyCost: 0,
    proCost: 50,
    requiredTools: ["A sturdy step stool or ladder", "A broom handle, to reach high ceilings"],
    safetyWarnings: ["Use a stable step stool and keep one hand free", "The alarm is very loud: warn the household and protect your ears"],
    description:
      "The NFPA recommends testing every smoke alarm at least once a month; almost three in five home fire deaths happen in homes with no smoke alarms or none that work. Carbon monoxide has no smell, so a working CO alarm is the only warning. Pressing the test button checks the horn and the battery.",
    frequency: "monthly",
    steps: [
      {
        id: "test-smoke-co-detectors-prep",
        type: "preparation",
        title: "Tell the household",
        description: "Let everyone know you are testing, so nobody mistakes the alarm for a real one.",
        substeps: ["Tell everyone at home", "Set the step stool under the first alarm"],
        estimatedTime: 1,
        media: { images: [alarmImage], primaryImage: 0 },
      },
      {
        id: "test-smoke-co-detectors-test",
        type: "main",
        title: "Press and hold the test button",
        description: "Hold the button until the alarm sounds, then release it. Do this for every alarm in the home.",
        substeps: ["Press and hold the test button for a few seconds", "Listen for a loud, clear alarm", "Check the light is lit or blinking", "Repeat on every alarm, on every floor"],
        estimatedTime: 7,
        warning: "A weak or silent alarm needs a new battery now; an alarm older than ten years needs replacing.",
        media: {
          images: [alarmImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 50, y: 43 }, label: "Test button", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 60, y: 33 }, label: "Status light", color: GUIDE_COLOURS.turn },
          ],
        },
      },
      {
        id: "test-smoke-co-detectors-done",
        type: "completion",
        title: "Deal with any that failed",
        description: "Replace the battery of any alarm that was weak or silent and test it again; replace the alarm if it still fails.",
        substeps: ["Open the battery door of a failed alarm", "Fit a new battery of the type printed inside", "Test it again"],
        estimatedTime: 2,
        media: {
          images: [alarmImage],
          primaryImage: 0,
          overlays: [{ type: "arrow", position: { x: 50, y: 71 }, direction: "up", label: "Battery door", color: GUIDE_COLOURS.point }],
        },
      },
    ],
  }),
];
