import type { CatalogTask, StepImage } from "../../contract/catalog.ts";
import { defineEntry, GUIDE_COLOURS, NOT_APPLICABLE } from "../define-entry.ts";

function gfciPicture(caption: string): StepImage {
  return {
    filename: "guides/gfci-outlet.webp",
    alt: "A GFCI outlet with two sockets, a TEST and a RESET button between them and a small green indicator light, next to a plug-in outlet tester with three lights",
    caption,
  };
}

function panelPicture(caption: string): StepImage {
  return {
    filename: "guides/panel-breakers.webp",
    alt: "An electrical panel with its door open: the main breaker at the top, two columns of circuit breakers below it, one with a small test button, and a circuit directory card on the inside of the door",
    caption,
  };
}

function generatorPicture(caption: string): StepImage {
  return {
    filename: "guides/generator-standby.webp",
    alt: "A standby generator on a pad beside a house, with a control panel showing READY above AUTO, OFF and MANUAL buttons, exhaust louvres at the side, a gas pipe with a yellow shut-off valve, and a transfer switch on the house wall below a window",
    caption,
  };
}

function surgePicture(caption: string): StepImage {
  return {
    filename: "guides/surge-protector-strip.webp",
    alt: "A surge protector power strip plugged into a wall socket, with a power switch, six sockets, green PROTECTED and GROUNDED lights, and its underside label showing a 2000 joule rating",
    caption,
  };
}

function cordPicture(caption: string): StepImage {
  return {
    filename: "guides/cord-extension.webp",
    alt: "An orange extension cord with a three-prong plug and a rating tag reading 16 AWG, 13 A, a cracked section with the wires inside showing, and the cord running under a rug to its socket end",
    caption,
  };
}

/** Where the parts sit on the drawings, as percentages of the 800 × 600 drawing. */
const gfci = {
  topSocket: { x: 50, y: 30 },
  testButton: { x: 50, y: 45.8 },
  resetButton: { x: 50, y: 54.2 },
  light: { x: 58.75, y: 50 },
  tester: { x: 81.9, y: 64.2 },
} as const;

const panel = {
  mainBreaker: { x: 50, y: 18.3 },
  breakers: { x: 50, y: 57.5 },
  testButton: { x: 40.1, y: 39.8 },
  directory: { x: 20, y: 48.3 },
} as const;

const generator = {
  display: { x: 67.5, y: 53.2 },
  autoButton: { x: 62.5, y: 59.2 },
  manualButton: { x: 72.5, y: 59.2 },
  exhaust: { x: 80.6, y: 75.8 },
  transferSwitch: { x: 16.25, y: 52.5 },
  gasValve: { x: 93.9, y: 88.3 },
} as const;

const surge = {
  protectedLight: { x: 77.5, y: 48.3 },
  groundedLight: { x: 77.5, y: 55.5 },
  sockets: { x: 52.5, y: 51.7 },
  wallSocket: { x: 8.75, y: 22.2 },
  label: { x: 50, y: 80 },
} as const;

const cord = {
  groundPin: { x: 9.5, y: 31.7 },
  ratingTag: { x: 19.4, y: 45.4 },
  damage: { x: 45.25, y: 50 },
  rug: { x: 68, y: 79 },
} as const;

export const electricalEntries: readonly CatalogTask[] = [
  defineEntry({
    id: "test-gfci-outlets",
    name: "Test the GFCI outlets",
    appliance: "GFCI outlets",
    applianceIds: ["gfci_outlets"],
    category: "Electrical Systems",
    estimatedTime: 15,
    difficulty: "Easy",
    diyCost: 0,
    proCost: 75,
    requiredTools: ["A plug-in outlet tester, or a small lamp"],
    safetyWarnings: [
      "If an outlet keeps its power when you press TEST, stop using it and have an electrician replace it",
      "A GFCI that trips again and again is warning of a fault: do not keep resetting it, call an electrician",
      "Test with dry hands, and leave alone any outlet that is wet, cracked or scorched",
    ],
    description:
      "A ground-fault circuit interrupter cuts the power in a fraction of a second when current leaks to ground, for example through a person, which is why they are required in bathrooms, kitchens, outdoors and other damp places. The U.S. Consumer Product Safety Commission advises testing them monthly: TEST should cut the power and RESET restore it.",
    frequency: "monthly",
    steps: [
      {
        id: "test-gfci-outlets-prep",
        type: "preparation",
        title: "Plug in a lamp or tester",
        description: "Find every GFCI outlet in the home and plug something into the first one that shows whether it has power.",
        substeps: [
          "Find the GFCI outlets: bathrooms, kitchen, laundry, garage, basement and outside",
          "Press RESET first, in case one has already tripped",
          "Plug in a lamp (switched on) or an outlet tester",
        ],
        estimatedTime: 3,
        media: {
          images: [gfciPicture("Any socket on the outlet works; the tester's lights show whether it has power.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: gfci.topSocket, label: "Plug in here", color: GUIDE_COLOURS.point },
            { type: "circle", position: gfci.tester, label: "Outlet tester", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "test-gfci-outlets-test",
        type: "main",
        title: "Press TEST",
        description: "Pressing TEST imitates a ground fault: the outlet should cut the power at once.",
        substeps: [
          "Press the TEST button firmly",
          "The RESET button should pop out with a click",
          "The lamp should go off, or the tester's lights go dark",
          "Check other outlets this GFCI protects have gone dead too",
        ],
        estimatedTime: 6,
        media: {
          images: [gfciPicture("TEST is the upper button between the sockets.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: gfci.testButton, label: "Press TEST", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "test-gfci-outlets-reset",
        type: "main",
        title: "Press RESET",
        description: "Pressing RESET should bring the power back. An outlet that never cut the power, or will not reset, has failed.",
        substeps: [
          "Press RESET until it clicks and stays in",
          "The lamp or the tester's lights should come back on",
          "Mark an outlet that did not trip or will not reset, and call an electrician",
        ],
        estimatedTime: 4,
        media: {
          images: [gfciPicture("RESET is the lower button; the light shows the outlet is working.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: gfci.resetButton, label: "Press RESET", color: GUIDE_COLOURS.turn },
            { type: "circle", position: gfci.light, label: "Indicator light", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "test-gfci-outlets-done",
        type: "completion",
        title: "Note the results",
        description: "Write down any outlet that failed, and test the GFCI breakers in the panel too.",
        substeps: ["Write down any outlet that failed", "Press the test button of any GFCI breaker in the panel, then switch it back on"],
        estimatedTime: 2,
        media: {
          images: [gfciPicture("Every GFCI outlet gets the same test, once a month.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: gfci.light, label: "Working again", color: GUIDE_COLOURS.point }],
        },
      },
    ],
  }),
  defineEntry({
    id: "inspect-electrical-panel",
    name: "Have the electrical panel inspected",
    appliance: "Electrical panel",
    applianceIds: ["electrical_panel"],
    category: "Electrical Systems",
    estimatedTime: 60,
    difficulty: "Professional",
    diyCost: 100,
    proCost: 200,
    requiredTools: [NOT_APPLICABLE],
    safetyWarnings: [NOT_APPLICABLE],
    description:
      "Loose connections, corrosion, overheating breakers and overloaded circuits inside a panel can give little warning before they start a fire. A licensed electrician can open the panel safely, tighten and test what is inside, and check it against current code. Have it inspected every few years, and at once if a breaker feels hot, smells of burning or trips often.",
    frequency: "every 3 years",
    steps: [
      {
        id: "inspect-electrical-panel-prep",
        type: "preparation",
        title: "Book an electrician and clear the way",
        description: "Book a licensed electrician, clear the space in front of the panel, and note anything odd you have noticed.",
        substeps: [
          "Book a licensed electrician",
          "Clear about 3 feet of space in front of the panel",
          "Note breakers that trip, buzz or feel warm",
          "Note flickering lights or outlets that stopped working",
        ],
        estimatedTime: 15,
        warning: "Do not take the panel's cover off yourself: parts behind it stay live even with the main breaker off.",
        media: {
          images: [panelPicture("The electrician needs clear access to the whole panel.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: panel.mainBreaker, label: "Main breaker", color: GUIDE_COLOURS.point },
            { type: "circle", position: panel.directory, label: "Circuit directory", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "inspect-electrical-panel-inspect",
        type: "main",
        title: "The electrician's inspection",
        description: "The electrician takes the cover off, checks the wiring and connections for heat damage, corrosion and looseness, confirms each breaker suits its wire, and tests the AFCI and GFCI breakers.",
        substeps: [
          "Cover off; connections checked and tightened",
          "Signs of heat, corrosion or water looked for",
          "Each breaker's size checked against its wire",
          "AFCI and GFCI breakers tested",
          "Grounding and bonding checked",
        ],
        estimatedTime: 40,
        media: {
          images: [panelPicture("AFCI and GFCI breakers have their own test buttons.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: panel.breakers, label: "Circuit breakers", color: GUIDE_COLOURS.point },
            { type: "circle", position: panel.testButton, label: "Breaker test button", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "inspect-electrical-panel-done",
        type: "completion",
        title: "Update the circuit directory",
        description: "Keep the report, and make sure every breaker is labelled so anyone can cut power to the right circuit in a hurry.",
        substeps: [
          "Ask for a written report of anything that needs fixing",
          "Check every breaker is labelled with what it feeds",
          "Close the panel door and keep the space in front clear",
        ],
        estimatedTime: 5,
        media: {
          images: [panelPicture("The directory on the door says which breaker feeds which room.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: panel.directory, label: "Labels up to date", color: GUIDE_COLOURS.point }],
        },
      },
    ],
  }),
  defineEntry({
    id: "test-backup-generator",
    name: "Test the backup generator",
    appliance: "Backup generator",
    applianceIds: ["generator"],
    category: "Electrical Systems",
    estimatedTime: 30,
    difficulty: "Moderate",
    diyCost: 10,
    proCost: 150,
    requiredTools: ["The generator's manual", "Flashlight", "Fresh fuel and engine oil of the type the manual names", "Rag"],
    safetyWarnings: [
      "Run a generator outdoors only, far from windows, doors and vents; never in a garage, basement or shed, even with the door open",
      "Keep working carbon monoxide alarms inside the house",
      "Never plug a portable generator into a house outlet: feeding power back into the wiring can electrocute utility workers; use a transfer switch",
      "Let the engine cool before refuelling or touching the exhaust",
    ],
    description:
      "A backup generator that has sat unused may not start when the power fails. Running it every month keeps its engine, battery and fuel system working and shows up problems early. Its exhaust contains carbon monoxide, which the U.S. Consumer Product Safety Commission warns can kill in minutes, so it must never run indoors or near open windows.",
    frequency: "monthly",
    steps: [
      {
        id: "test-backup-generator-prep",
        type: "preparation",
        title: "Look it over before starting",
        description: "Clear the area round the generator and check oil, fuel and the controller before a test run.",
        substeps: [
          "Clear leaves, snow and nests from around the enclosure",
          "Check the oil level on the dipstick",
          "Check the fuel: gas valve open, or fresh fuel in a portable",
          "Check the controller shows no alarm",
        ],
        estimatedTime: 8,
        media: {
          images: [generatorPicture("The controller should read READY with no alarm.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: generator.display, label: "No alarms", color: GUIDE_COLOURS.point },
            { type: "circle", position: generator.gasValve, label: "Gas valve open", color: GUIDE_COLOURS.turn },
          ],
        },
      },
      {
        id: "test-backup-generator-run",
        type: "main",
        title: "Run it with a load",
        description: "Start a test run from the controller, or start a portable generator outdoors, and let it run with something connected.",
        substeps: [
          "Standby: press MANUAL (or TEST) on the controller",
          "Portable: start it outdoors, at least 20 feet from the house, exhaust pointing away",
          "Let it run about 15–20 minutes with something powered from it",
          "Listen for misfiring, knocking or unusual vibration",
          "Watch for smoke or leaks",
        ],
        estimatedTime: 15,
        warning: "Exhaust contains carbon monoxide: keep it away from windows, doors and vents.",
        media: {
          images: [generatorPicture("MANUAL starts a test run; exhaust leaves through the louvres.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: generator.manualButton, label: "MANUAL / test", color: GUIDE_COLOURS.point },
            { type: "circle", position: generator.exhaust, label: "Exhaust: keep clear", color: GUIDE_COLOURS.danger },
          ],
        },
      },
      {
        id: "test-backup-generator-transfer",
        type: "main",
        title: "Check the transfer switch",
        description: "If your test moves the house's load onto the generator, check the transfer switch changes over and the backed-up circuits work.",
        substeps: ["Check the transfer switch shows generator power", "Check lights and appliances on the backed-up circuits run"],
        estimatedTime: 3,
        media: {
          images: [generatorPicture("The transfer switch on the house wall moves the circuits onto the generator.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: generator.transferSwitch, label: "Transfer switch", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "test-backup-generator-done",
        type: "completion",
        title: "Back to AUTO and log it",
        description: "End the test, set a standby unit back to AUTO so it starts by itself in an outage, and note the result.",
        substeps: [
          "Stop the run and press AUTO on a standby unit",
          "Portable: let it cool, then store its fuel as the manual says",
          "Log the date, run hours and any faults",
          "Book a service if it would not start or ran badly",
        ],
        estimatedTime: 4,
        media: {
          images: [generatorPicture("In AUTO the generator starts by itself when the power fails.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: generator.autoButton, label: "Back to AUTO", color: GUIDE_COLOURS.turn }],
        },
      },
    ],
  }),
  defineEntry({
    id: "update-surge-protectors",
    name: "Check and replace surge protectors",
    appliance: "Surge protectors",
    applianceIds: ["surge_protectors"],
    category: "Electrical Systems",
    estimatedTime: 15,
    difficulty: "Easy",
    diyCost: 30,
    proCost: 80,
    requiredTools: ["Flashlight", "A replacement surge protector, if one has worn out"],
    safetyWarnings: [
      "Unplug and replace a strip that is scorched, cracked, warm to the touch or smells hot",
      "Never plug one power strip into another, or a space heater into a power strip",
    ],
    description:
      "A surge protector absorbs voltage spikes with parts that wear a little with every surge, and once they are used up many strips keep passing power with no protection left. Checking the protection light once a year, and replacing old, damaged or overloaded strips, keeps computers and televisions covered.",
    frequency: "annually",
    steps: [
      {
        id: "update-surge-protectors-lights",
        type: "main",
        title: "Check the indicator lights",
        description: "Most surge protectors have a light that goes out when the protection is used up.",
        substeps: [
          "Find every surge protector in the home",
          "Check the PROTECTED light is lit",
          "Check the GROUNDED light is lit",
          "A dark PROTECTED light means it no longer protects: replace it",
        ],
        estimatedTime: 5,
        media: {
          images: [surgePicture("Both lights should be lit while the strip is switched on.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: surge.protectedLight, label: "PROTECTED light", color: GUIDE_COLOURS.point },
            { type: "circle", position: surge.groundedLight, label: "GROUNDED light", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "update-surge-protectors-condition",
        type: "main",
        title: "Check its condition and load",
        description: "Feel and look at each strip and what is plugged into it.",
        substeps: [
          "Feel the strip and its plug: they should not be warm",
          "Look for scorch marks, cracks or loose sockets",
          "Check it plugs straight into a wall socket, not another strip or a cord",
          "Check nothing high-power, like a heater, is plugged in",
        ],
        estimatedTime: 5,
        media: {
          images: [surgePicture("A surge protector belongs straight in a wall socket.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: surge.wallSocket, label: "Straight into the wall", color: GUIDE_COLOURS.point },
            { type: "circle", position: surge.sockets, label: "No heaters here", color: GUIDE_COLOURS.danger },
          ],
        },
      },
      {
        id: "update-surge-protectors-replace",
        type: "completion",
        title: "Replace worn-out strips",
        description: "Replace any strip that failed a check or has taken a large surge, such as a nearby lightning strike.",
        substeps: [
          "Replace any strip that failed a check or took a big surge",
          "Choose one listed to UL 1449 with a joule rating that suits the equipment",
          "Write the date on the new strip",
        ],
        estimatedTime: 5,
        media: {
          images: [surgePicture("The joule rating on the label says how much surge energy it can absorb.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: surge.label, label: "Joule rating", color: GUIDE_COLOURS.point }],
        },
      },
    ],
  }),
  defineEntry({
    id: "inspect-electrical-cords",
    name: "Inspect cords and extension cords",
    appliance: "Cords and extension cords",
    applianceIds: ["electrical_cords"],
    category: "Electrical Systems",
    estimatedTime: 20,
    difficulty: "Easy",
    diyCost: 0,
    proCost: 75,
    requiredTools: ["Flashlight"],
    safetyWarnings: [
      "Unplug a cord before handling a damaged section",
      "Never cut off or bend back the round grounding pin to fit a two-slot outlet",
      "Do not repair a damaged cord with tape: replace it",
    ],
    description:
      "The U.S. Consumer Product Safety Commission warns that extension cords can overheat and start fires when they are damaged, overloaded or run under rugs and furniture. Cords are meant for temporary use; a walk round the house twice a year finds the cracked, warm or overloaded ones before they fail.",
    frequency: "semi-annually",
    steps: [
      {
        id: "inspect-electrical-cords-walk",
        type: "main",
        title: "Find every cord in use",
        description: "Walk each room, including behind furniture, and note where cords run.",
        substeps: [
          "Walk each room, looking behind furniture too",
          "Note cords under rugs, through doorways or pinched by furniture",
          "Note cords standing in for permanent wiring",
        ],
        estimatedTime: 5,
        media: {
          images: [cordPicture("A cord under a rug cannot shed heat and wears unseen.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: cord.rug, label: "Never under a rug", color: GUIDE_COLOURS.danger }],
        },
      },
      {
        id: "inspect-electrical-cords-check",
        type: "main",
        title: "Check each cord and plug",
        description: "Unplug each cord and look along its whole length, then check the plug and its rating.",
        substeps: [
          "Unplug it first",
          "Look along the cord for cracks, cuts and bare wires",
          "Check the plug is not cracked, loose, or warm after use",
          "Check the round grounding pin is still there",
          "Check the rating on the tag covers what is plugged in",
        ],
        estimatedTime: 10,
        media: {
          images: [cordPicture("Cracked insulation, the grounding pin and the rating tag are the things to check.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: cord.damage, label: "Damaged: replace", color: GUIDE_COLOURS.danger },
            { type: "circle", position: cord.groundPin, label: "Grounding pin", color: GUIDE_COLOURS.point },
            { type: "circle", position: cord.ratingTag, label: "Rating tag", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "inspect-electrical-cords-fix",
        type: "completion",
        title: "Replace or reroute",
        description: "Throw away damaged cords, move cords out from under rugs, and add outlets where a cord has become permanent.",
        substeps: [
          "Throw away damaged cords; do not tape them",
          "Reroute cords out from under rugs and furniture",
          "Swap undersized cords for heavier ones rated for the load",
          "Where a cord has become permanent, have an outlet added",
        ],
        estimatedTime: 5,
        media: {
          images: [cordPicture("Run cords in the open, where they can cool and be seen.")],
          primaryImage: 0,
          overlays: [{ type: "arrow", position: cord.rug, direction: "up", label: "Move it out from under", color: GUIDE_COLOURS.point }],
        },
      },
    ],
  }),
  defineEntry({
    id: "test-afci-breakers",
    name: "Test the AFCI breakers",
    appliance: "Electrical panel",
    applianceIds: ["electrical_panel"],
    category: "Electrical Systems",
    estimatedTime: 10,
    difficulty: "Easy",
    diyCost: 0,
    proCost: 100,
    requiredTools: ["A torch, to read the panel"],
    safetyWarnings: [
      "Open only the panel's door: never take off the inner cover around the breakers",
      "Stand on a dry floor with dry hands",
      "A breaker that trips again as soon as it is reset points to a fault: leave it off and call a licensed electrician",
    ],
    description:
      "Arc-fault circuit interrupters (AFCIs) cut the power when they sense the sparking of damaged wiring or a loose connection, a cause of house fires. They only protect if they work: the Electrical Safety Foundation International advises pressing every AFCI's test button once a month, as you test the GFCI outlets.",
    frequency: "monthly",
    steps: [
      {
        id: "test-afci-breakers-prep",
        type: "preparation",
        title: "Find the AFCI breakers",
        description: "AFCI breakers have a small TEST button, often coloured, and a label saying AFCI, arc fault or combination AFCI; some are dual-function AFCI/GFCI breakers. They usually protect the bedrooms and living areas.",
        substeps: [
          "Open the panel door",
          "Find each breaker with a TEST button and an AFCI label",
          "Save any work on computers on those circuits, as testing cuts their power",
        ],
        estimatedTime: 3,
        media: {
          images: [panelPicture("AFCI breakers have their own TEST button.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 40, y: 39.7 }, label: "TEST button", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "test-afci-breakers-test",
        type: "main",
        title: "Press TEST on each one",
        description: "With the power on and the breaker switched on, press its TEST button. A working AFCI trips: its handle moves to OFF, or to a middle TRIP position.",
        substeps: [
          "Check the breaker's handle is ON",
          "Press and release the TEST button",
          "Check the handle moved to OFF or to the middle TRIP position",
          "Repeat for every AFCI breaker",
        ],
        estimatedTime: 4,
        media: {
          images: [panelPicture("A working AFCI trips when its TEST button is pressed.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 40, y: 39.7 }, label: "TEST button", color: GUIDE_COLOURS.point },
            { type: "arrow", position: { x: 46, y: 39.7 }, direction: "left", label: "Handle trips", color: GUIDE_COLOURS.turn },
          ],
        },
      },
      {
        id: "test-afci-breakers-done",
        type: "completion",
        title: "Reset them, and report any that did not trip",
        description: "Reset each tripped breaker by pushing it fully OFF and then ON. An AFCI that did not trip is not protecting its circuit: have a licensed electrician replace it.",
        substeps: [
          "Push each tripped handle fully to OFF, then back to ON",
          "Check the lights and sockets on those circuits work again",
          "Any AFCI that did not trip: call a licensed electrician to replace it",
        ],
        estimatedTime: 3,
        media: {
          images: [panelPicture("Reset: fully OFF, then ON.")],
          primaryImage: 0,
          overlays: [{ type: "arrow", position: { x: 46, y: 39.7 }, direction: "right", label: "OFF, then ON", color: GUIDE_COLOURS.turn }],
        },
      },
    ],
    sources: [{ publisher: "Electrical Safety Foundation International (ESFi)", title: "How to Test an AFCI", year: 2026, url: "https://www.esfi.org/how-to-test-an-afci/" }],
  }),
];
