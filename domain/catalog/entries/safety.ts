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
  defineEntry({
    id: "replace-alarms-end-of-life",
    name: "Replace smoke and CO alarms by their end-of-life date",
    appliance: "Smoke and CO detectors",
    applianceIds: ["smoke_co_detectors"],
    category: "Safety Systems",
    estimatedTime: 20,
    difficulty: "Easy",
    diyCost: 30,
    proCost: 120,
    requiredTools: ["A sturdy step stool or ladder", "A torch or phone light, to read small print", "Marker pen"],
    safetyWarnings: [
      "Use a stable step stool and keep one hand free",
      "Hard-wired alarms: switch off their circuit breaker before twisting an alarm off its base",
      "An alarm in end-of-life mode may no longer sense smoke or carbon monoxide: replace it the same day, not at the next check",
    ],
    description:
      "Alarms wear out. Smoke alarms are replaced 10 years after the date of manufacture. Carbon monoxide and combination alarms wear out sooner: replace them by the date on their back label, commonly 7 years, as the maker rates each model. Once a year, read every alarm's label and replace the ones that are due.",
    frequency: "annually",
    steps: [
      {
        id: "replace-alarms-end-of-life-prep",
        type: "preparation",
        title: "List the alarms and take each one down",
        description: "Go round every alarm in the home and twist it off its ceiling base to read the label on its back.",
        substeps: [
          "List every alarm, on every floor, and what it detects (smoke, CO or both)",
          "Switch off the breaker of hard-wired alarms first",
          "Twist each alarm counterclockwise off its base",
        ],
        estimatedTime: 5,
        media: {
          images: [{ filename: "guides/smoke-alarm.webp", alt: "A round ceiling smoke and carbon monoxide alarm seen from below, with a test button in the centre, a green light and a battery door on the rim", caption: "Twist the alarm off its base to see its back." }],
          primaryImage: 0,
        },
      },
      {
        id: "replace-alarms-end-of-life-read",
        type: "main",
        title: "Read the date on the back",
        description:
          "The label on the back gives the date of manufacture, and many give a 'replace by' date. A smoke alarm is due 10 years after it was made. A CO or combination alarm is due on its 'replace by' date, or after the life its label or manual gives from the date of manufacture, commonly 7 years.",
        substeps: [
          "Find the date of manufacture (MFG DATE) on the label",
          "Look for a 'replace by' date next to it",
          "Smoke alarm: due 10 years after the date of manufacture",
          "CO or combination alarm: due on its 'replace by' date, commonly 7 years after manufacture",
          "No date, or one you cannot read: treat the alarm as due",
        ],
        estimatedTime: 8,
        media: {
          images: [{ filename: "guides/smoke-alarm-label.webp", alt: "The back of a smoke and carbon monoxide alarm taken off its ceiling base, with a label giving the date of manufacture and a 'replace by' date", caption: "The dates are on the label on the back." }],
          primaryImage: 0,
          overlays: [
            { type: "arrow", position: { x: 22, y: 45 }, direction: "right", label: "Date of manufacture", color: GUIDE_COLOURS.point },
            { type: "arrow", position: { x: 22, y: 51.7 }, direction: "right", label: "Replace by", color: GUIDE_COLOURS.danger },
          ],
        },
      },
      {
        id: "replace-alarms-end-of-life-chirp",
        type: "main",
        title: "Know the end-of-life signal",
        description:
          "A CO alarm warns when it reaches the end of its life: a chirp, often every 30 seconds, that a new battery does not stop, and on many models 'END' or 'ERR' on a display. Alarms with a sealed 10-year battery chirp the same way when it runs down. Either way, the alarm must be replaced.",
        substeps: [
          "Chirp that stops after a new battery: it was the battery",
          "Chirp that goes on with a new battery: the alarm has reached its end of life",
          "Check the manual for your model's pattern of chirps and lights",
        ],
        estimatedTime: 2,
        media: {
          images: [{ filename: "guides/smoke-alarm.webp", alt: "A round ceiling smoke and carbon monoxide alarm seen from below, with a test button in the centre, a green light and a battery door on the rim", caption: "The light and the chirps say whether it is the battery or the alarm." }],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 60, y: 33 }, label: "Status light", color: GUIDE_COLOURS.turn }],
        },
      },
      {
        id: "replace-alarms-end-of-life-done",
        type: "completion",
        title: "Replace the ones that are due and test them",
        description:
          "Buy an alarm of the same kind for each one that is due: smoke, CO or combination, and hard-wired or battery like the old one. Fit it, test it, and write the date on it.",
        substeps: [
          "Match the kind (smoke, CO or combination) and the power (hard-wired or battery)",
          "Hard-wired: a new alarm of the same brand often fits the old plug; otherwise have an electrician fit it",
          "Twist the new alarm onto its base, restore the breaker, and press its test button",
          "Write the date you fitted it on the new alarm",
          "Put every other alarm back on its base and switch the breaker back on",
        ],
        estimatedTime: 6,
        media: {
          images: [{ filename: "guides/smoke-alarm.webp", alt: "A round ceiling smoke and carbon monoxide alarm seen from below, with a test button in the centre, a green light and a battery door on the rim", caption: "Test every alarm you fitted." }],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 50, y: 43 }, label: "Test button", color: GUIDE_COLOURS.point }],
        },
      },
    ],
    sources: [
      {
        publisher: "Kidde",
        title: "When do I replace my alarms?",
        year: 2026,
        url: "https://www.kidde.com/home-safety/en/us/support/help-center/browse-articles/articles/when-do-i-replace-my-alarms.html",
      },
      { publisher: "Kidde", title: "Carbon Monoxide Alarm Replacement", year: 2026, url: "https://www.kidde.com/support/carbon-monoxide-alarms/replacement" },
    ],
  }),
  defineEntry({
    id: "practice-fire-escape-drill",
    name: "Practise the home fire escape plan",
    appliance: "Whole home",
    applianceIds: ["whole_home"],
    category: "Safety Systems",
    estimatedTime: 30,
    difficulty: "Easy",
    diyCost: 0,
    proCost: 0,
    requiredTools: ["Paper and a pen, to draw the plan", "A watch or phone timer"],
    safetyWarnings: [
      "Practise window exits only from the ground floor: never climb out of an upper-floor window in a drill",
      "Never light anything or make smoke to make a drill realistic",
      "In a real fire, once out, stay out: never go back inside",
    ],
    description:
      "Once a smoke alarm sounds, a home fire can leave as little as two minutes to get out. The NFPA advises every household to draw an escape plan with two ways out of every room and a meeting place outside, and to practise it twice a year, once at night.",
    frequency: "semi-annually",
    steps: [
      {
        id: "practice-fire-escape-drill-plan",
        type: "preparation",
        title: "Draw or review the plan",
        description: "Draw the home's floor plan with everyone in the household and mark two ways out of every room, usually a door and a window.",
        substeps: [
          "Draw every floor, with the doors and windows",
          "Mark two ways out of every room",
          "Check every exit window opens and its screen comes off",
          "Choose a meeting place outside, in front of the home",
          "Agree who helps babies, small children and anyone who needs help to get out",
        ],
        estimatedTime: 12,
        media: {
          images: [{ filename: "guides/escape-plan.webp", alt: "A floor plan of a home with two bedrooms and a living room, green arrows from each bedroom to its window and to the front door, and a meeting place by a tree outside", caption: "Two ways out of every room, and one meeting place outside." }],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 7.5, y: 25.8 }, label: "Second way out", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 86.25, y: 78.3 }, label: "Meeting place", color: GUIDE_COLOURS.turn },
          ],
        },
      },
      {
        id: "practice-fire-escape-drill-run",
        type: "main",
        title: "Run the drill",
        description: "Start the drill with a smoke alarm's test button and have everyone get out by the planned routes, as if there were smoke. Once a year, hold it at night.",
        substeps: [
          "Press a smoke alarm's test button to start",
          "Everyone leaves by their route, closing doors behind them",
          "Get low and go under imagined smoke",
          "Time how long it takes everyone to reach the meeting place",
        ],
        estimatedTime: 10,
        media: {
          images: [{ filename: "guides/escape-plan.webp", alt: "A floor plan of a home with two bedrooms and a living room, green arrows from each bedroom to its window and to the front door, and a meeting place by a tree outside", caption: "Everyone goes out by the planned routes." }],
          primaryImage: 0,
          overlays: [{ type: "arrow", position: { x: 37.5, y: 80 }, direction: "down", label: "Main exit", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "practice-fire-escape-drill-done",
        type: "completion",
        title: "Meet outside and talk it over",
        description: "Count everyone at the meeting place, then talk about what slowed anyone down and fix it.",
        substeps: [
          "Count everyone at the meeting place",
          "Practise calling the emergency number from outside",
          "Fix any window or door that stuck",
          "Aim for everyone out within two minutes",
        ],
        estimatedTime: 8,
        media: { images: [], primaryImage: 0 },
      },
    ],
    sources: [
      {
        publisher: "NFPA",
        title: "Keeping Your Community Safe with Home Fire Escape Planning",
        year: 2026,
        url: "https://www.nfpa.org/public-education/resources/education-programs/community-tool-kits/keeping-your-community-safe-with-home-fire-escape-planning",
      },
      { publisher: "NFPA", title: "How to Make a Fire Escape Plan", year: 2026 },
    ],
  }),
  defineEntry({
    id: "test-radon",
    name: "Test the home for radon",
    appliance: "Whole home",
    applianceIds: ["whole_home"],
    category: "Safety Systems",
    estimatedTime: 20,
    difficulty: "Easy",
    diyCost: 25,
    proCost: 200,
    requiredTools: ["A short-term radon test kit from a qualified laboratory (hardware stores and state radon programs sell them)"],
    safetyWarnings: [
      "Keep windows and outside doors closed for 12 hours before and during a short-term test, or the result reads low",
      "Do not move or open the kit during the test",
    ],
    description:
      "Radon is a radioactive gas from the ground that you cannot see, smell or taste; the EPA estimates it causes about 21,000 lung cancer deaths a year in the U.S. A test kit is the only way to know the level. Fix the home if it is 4 picocuries per litre (pCi/L) or more. Test again every 2 years, and after any renovation that changes the foundation or the ventilation, such as finishing a basement.",
    frequency: "every 2 years",
    steps: [
      {
        id: "test-radon-prep",
        type: "preparation",
        title: "Get a kit and close up the house",
        description: "A short-term kit takes 2 to 90 days, as its instructions say. Keep the house closed for 12 hours before you start.",
        substeps: [
          "Buy a short-term test kit from a qualified laboratory",
          "Read its instructions for how many days it runs",
          "Close windows and outside doors for 12 hours before the test",
        ],
        estimatedTime: 5,
        media: { images: [], primaryImage: 0 },
      },
      {
        id: "test-radon-place",
        type: "main",
        title: "Place the kit",
        description: "Put the kit in the lowest room you live in, about 20 inches above the floor, where nobody will move it.",
        substeps: [
          "Lowest lived-in room: a used basement counts, a crawl space does not",
          "About 20 inches above the floor",
          "Away from drafts, heat, humidity and outside walls",
          "Not in a kitchen or a bathroom",
          "Write the start date and time on the kit's form",
        ],
        estimatedTime: 8,
        media: {
          images: [{ filename: "guides/radon-test-kit.webp", alt: "A radon test canister on a low shelf in a basement room, about 20 inches above the floor, away from the small window in the outside wall and from the furnace", caption: "Lowest lived-in room, about 20 inches up, away from the window and the furnace." }],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 53.75, y: 58.3 }, label: "Test kit", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 15, y: 16.7 }, label: "Keep closed", color: GUIDE_COLOURS.danger },
          ],
        },
      },
      {
        id: "test-radon-done",
        type: "completion",
        title: "Seal it, send it and act on the result",
        description: "When the test time is up, seal the kit and send it to the laboratory at once. At 4 pCi/L or more, test again to confirm, then have a qualified radon mitigation contractor fix the home.",
        substeps: [
          "Write the end date and time, seal the kit and post it the same day",
          "4 pCi/L or more: take a follow-up test",
          "Confirmed at 4 pCi/L or more: have the home fixed by a qualified contractor",
          "Below 4 pCi/L: the risk is lower, and it can often still be reduced",
        ],
        estimatedTime: 7,
        media: { images: [], primaryImage: 0 },
      },
    ],
    sources: [{ publisher: "U.S. EPA", title: "A Citizen's Guide to Radon: The Guide to Protecting Yourself and Your Family from Radon (EPA 402/K-12/002)", year: 2016 }],
  }),
];
