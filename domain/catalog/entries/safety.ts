import type { CatalogTask, StepImage } from "../../contract/catalog.ts";
import { defineEntry, GUIDE_COLOURS } from "../define-entry.ts";
import { KIDDE_CO_ALARM_REPLACEMENT, NFPA_10, NFPA_72, NFPA_SMOKE_ALARMS_REPORT } from "../sources.ts";

const alarmImage = {
  filename: "guides/smoke-alarm.webp",
  alt: "A round ceiling smoke and carbon monoxide alarm seen from below, with a test button in the centre, a green light and a battery door on the rim",
  caption: "Most alarms have one test button in the middle of the cover.",
};

function extinguisherPicture(caption: string): StepImage {
  return {
    filename: "guides/extinguisher-gauge.webp",
    alt: "A red ABC fire extinguisher with its pin and tamper seal, squeeze lever, pressure gauge on the valve head, and hose and nozzle, beside an enlarged gauge whose needle points into the green zone",
    caption,
  };
}

/** Where the parts sit on the extinguisher drawing, as percentages of the 800 × 600 drawing. */
const extinguisher = {
  gauge: { x: 50, y: 29.7 },
  greenZone: { x: 80, y: 24 },
  pin: { x: 39, y: 25 },
  nozzle: { x: 59, y: 73.3 },
  label: { x: 47.5, y: 60 },
} as const;

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
    sources: [NFPA_72, NFPA_SMOKE_ALARMS_REPORT, KIDDE_CO_ALARM_REPLACEMENT],
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
        warning: "A weak or silent alarm needs a new battery now. Replace a smoke alarm 10 years after the date on its back label, and a CO or combination alarm by the replace-by date on its label: commonly 7 years, 5 to 10 by model.",
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
  defineEntry({
    id: "replace-smoke-batteries",
    name: "Replace smoke and CO alarm batteries",
    appliance: "Smoke and CO detectors",
    applianceIds: ["smoke_co_detectors"],
    category: "Safety Systems",
    estimatedTime: 20,
    difficulty: "Easy",
    diyCost: 10,
    proCost: 50,
    requiredTools: ["New batteries of the type printed on each alarm (often 9-volt or AA)", "A sturdy step stool or ladder", "Marker pen"],
    safetyWarnings: [
      "Use a stable step stool and keep one hand free",
      "Hard-wired alarms: switch off their circuit breaker before twisting an alarm off its base",
      "Do not open an alarm with a sealed 10-year battery: replace the whole alarm when it reaches the end of its life",
    ],
    description:
      "The NFPA says that when smoke alarms fail to sound, it is usually because their batteries are missing, disconnected or dead. It advises replacing the batteries of alarms that take replaceable ones at least once a year, straight away when an alarm chirps, and replacing smoke alarms 10 years after they were made. Carbon monoxide and combination alarms wear out sooner: replace them by the date on the back label, commonly 7 years (5 to 10 by model).",
    frequency: "annually",
    sources: [NFPA_72, NFPA_SMOKE_ALARMS_REPORT, KIDDE_CO_ALARM_REPLACEMENT],
    steps: [
      {
        id: "replace-smoke-batteries-prep",
        type: "preparation",
        title: "Check which alarms take batteries",
        description: "Go round every alarm in the home, note the battery each one takes, and check its age.",
        substeps: [
          "List every alarm, on every floor",
          "Read each alarm's label for the battery type",
          "Read the date on the back label: replace a smoke alarm at 10 years, a CO or combination alarm by its replace-by date",
          "Switch off the breaker of hard-wired alarms that must come off their base",
        ],
        estimatedTime: 5,
        media: { images: [alarmImage], primaryImage: 0 },
      },
      {
        id: "replace-smoke-batteries-swap",
        type: "main",
        title: "Swap the battery",
        description: "Open the battery door on the rim, or twist the alarm off its base, and fit the new battery the same way round as the old one.",
        substeps: [
          "Open the battery door, or twist the alarm counterclockwise off its base",
          "Take out the old battery, noting which way round it sat",
          "Fit the new battery the same way round",
          "Close the door or twist the alarm back onto its base",
        ],
        estimatedTime: 10,
        media: {
          images: [alarmImage],
          primaryImage: 0,
          overlays: [{ type: "arrow", position: { x: 50, y: 71 }, direction: "up", label: "Battery door", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "replace-smoke-batteries-done",
        type: "completion",
        title: "Test each alarm and date it",
        description: "Restore power to hard-wired alarms, test every alarm you touched, and write the date on it.",
        substeps: [
          "Switch the breaker back on for hard-wired alarms",
          "Press and hold each alarm's test button until it sounds",
          "Write today's date on each alarm's label",
          "Recycle the old batteries; tape over 9-volt terminals first",
        ],
        estimatedTime: 5,
        media: {
          images: [alarmImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 50, y: 43 }, label: "Test button", color: GUIDE_COLOURS.point }],
        },
      },
    ],
  }),
  defineEntry({
    id: "test-fire-extinguishers",
    name: "Check the fire extinguishers",
    appliance: "Fire extinguishers",
    applianceIds: ["fire_extinguishers"],
    category: "Safety Systems",
    estimatedTime: 10,
    difficulty: "Easy",
    diyCost: 0,
    proCost: 50,
    requiredTools: ["A damp cloth", "Marker pen, for the inspection tag"],
    safetyWarnings: [
      "Do not pull the pin or squeeze the lever to test it: even a short squeeze can let all the pressure out",
      "Replace an extinguisher whose gauge is out of the green, whose pin or seal is missing, or that is dented or rusted",
      "Keep extinguishers near an exit and out of children's reach",
    ],
    description:
      "An extinguisher only helps if it works the moment it is grabbed. The NFPA's extinguisher standard calls for a quick look every month: the gauge needle in the green, the pin and tamper seal in place, and no damage to the cylinder, hose or nozzle. One that has been used even briefly must be recharged or replaced. The standard also dates them: a disposable extinguisher comes out of service 12 years after it was made, and a rechargeable one needs a professional's six-yearly maintenance.",
    frequency: "monthly",
    sources: [NFPA_10],
    steps: [
      {
        id: "test-fire-extinguishers-gauge",
        type: "main",
        title: "Read the pressure gauge",
        description: "The needle should sit in the green zone. Left of green means it has lost pressure; right of green means it is overcharged. Extinguishers without a gauge (carbon dioxide) are checked by weight by a service company.",
        substeps: [
          "Find the gauge on the valve head",
          "Check the needle is in the green zone",
          "Out of the green either way: have it recharged or replace it",
        ],
        estimatedTime: 3,
        media: {
          images: [extinguisherPicture("The gauge on the valve head, enlarged: the needle belongs in the green.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: extinguisher.gauge, label: "Pressure gauge", color: GUIDE_COLOURS.point },
            { type: "circle", position: extinguisher.greenZone, label: "Needle in the green", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "test-fire-extinguishers-parts",
        type: "main",
        title: "Check the pin, seal, cylinder and nozzle",
        description: "Look the extinguisher over for anything that would stop it working or make it unsafe to use.",
        substeps: [
          "Check the pin is in and its tamper seal unbroken",
          "Look for dents, rust or leaks on the cylinder",
          "Check the hose is not cracked and the nozzle is clear",
          "Check the label is readable: it shows how to use it",
          "Read the date on the label: a disposable unit is replaced at 12 years, a rechargeable one serviced every 6",
        ],
        estimatedTime: 4,
        media: {
          images: [extinguisherPicture("The pin through the valve head is held by a thin tamper seal.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: extinguisher.pin, label: "Pin and seal in place", color: GUIDE_COLOURS.point },
            { type: "circle", position: extinguisher.nozzle, label: "Nozzle clear", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "test-fire-extinguishers-done",
        type: "completion",
        title: "Put it back, ready to grab",
        description: "Wipe it clean, hang it back where everyone can find it, and note the check.",
        substeps: ["Wipe off dust and grease", "Hang it back on its bracket, near an exit", "Date the tag or your log"],
        estimatedTime: 3,
        media: {
          images: [extinguisherPicture("Keep the label facing out so anyone can read the instructions.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: extinguisher.label, label: "Instructions facing out", color: GUIDE_COLOURS.point }],
        },
      },
    ],
  }),
];
