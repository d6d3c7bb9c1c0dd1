import type { CatalogTask, StepImage } from "../../contract/catalog.ts";
import { defineEntry, GUIDE_COLOURS } from "../define-entry.ts";
import { NFPA_CLOTHES_DRYER_SAFETY, USFA_CLOTHES_DRYER_FIRES } from "../sources.ts";

const dryerImage = {
  filename: "guides/dryer-vent.webp",
  alt: "A front-loading clothes dryer with the lint screen on its top panel, a vent duct running from its back to the wall, and the vent hood outside",
  caption: "Lint collects at the screen, along the duct and at the hood outside.",
};

function washerPicture(caption: string): StepImage {
  return {
    filename: "guides/washer-hoses.webp",
    alt: "A washing machine plugged into a wall socket, with a hot and a cold supply hose running from the red and blue valves in a wall box to the inlets on the washer, and the drain hose hooked into the drain opening between the valves",
    caption,
  };
}

function ventHoodPicture(caption: string): StepImage {
  return {
    filename: "guides/dryer-vent-hood.webp",
    alt: "A dryer vent hood on a house's outside wall, with three louvre flaps, a screw at each corner of its cover, and a tuft of lint caught at the bottom",
    caption,
  };
}

/** Where the parts sit on the drawings, as percentages of the 800 × 600 drawing. */
const washer = {
  socket: { x: 10, y: 25.8 },
  hotValve: { x: 67.5, y: 26.2 },
  coldValve: { x: 87.5, y: 26.2 },
  hotCoupling: { x: 67.5, y: 34.3 },
  coldCoupling: { x: 87.5, y: 34.3 },
  hotHose: { x: 62.6, y: 52.8 },
  coldHose: { x: 75, y: 63.9 },
  hotInlet: { x: 55.1, y: 56.7 },
  coldInlet: { x: 55.1, y: 65 },
  drain: { x: 77.5, y: 30 },
} as const;

const ventHood = {
  hood: { x: 50, y: 50 },
  coverScrew: { x: 38.75, y: 35 },
  topFlap: { x: 50, y: 41.7 },
  lint: { x: 50, y: 62.5 },
} as const;

export const laundryEntries: readonly CatalogTask[] = [
  defineEntry({
    id: "dryer-clean-vent-inside",
    name: "Clean the dryer vent duct",
    appliance: "Clothes dryer",
    applianceIds: ["dryer"],
    category: "Utilities Appliances",
    estimatedTime: 45,
    difficulty: "Moderate",
    diyCost: 20,
    proCost: 150,
    requiredTools: ["Dryer vent brush kit with flexible rods", "Vacuum with a hose attachment", "Screwdriver or nut driver for the duct clamp", "Work gloves"],
    safetyWarnings: [
      "Unplug the dryer before moving it",
      "On a gas dryer, do not loosen the gas connection; if the gas line is kinked or loose, stop and call a professional",
      "Gas dryer: the NFPA advises having a qualified professional check that the gas line and connection are intact and free of leaks",
      "Never use a plastic or foil accordion duct: replace it with rigid or semi-rigid metal duct",
    ],
    description:
      "In the U.S. Fire Administration's report on 2008 to 2010, failure to clean was the leading factor in home clothes dryer fires, at 34%. Lint builds up in the duct even when the screen is cleaned after every load, and a clogged duct also makes each load take longer.",
    frequency: "annually",
    sources: [USFA_CLOTHES_DRYER_FIRES, NFPA_CLOTHES_DRYER_SAFETY],
    steps: [
      {
        id: "dryer-clean-vent-inside-prep",
        type: "preparation",
        title: "Unplug the dryer and pull it out",
        description: "Unplug the dryer and slide it away from the wall far enough to reach the duct behind it.",
        substeps: ["Unplug the dryer", "Slide it out gently, lifting the front feet on hard floors", "Keep the gas line slack on a gas dryer"],
        estimatedTime: 10,
        warning: "Moving the dryer can strain a gas connection: move it slowly and only as far as you need.",
        media: { images: [dryerImage], primaryImage: 0 },
      },
      {
        id: "dryer-clean-vent-inside-duct",
        type: "main",
        title: "Brush out the duct",
        description: "Loosen the clamp, pull the duct off the dryer's outlet and brush it through towards the outside, then vacuum the outlet.",
        substeps: ["Loosen the clamp and pull the duct off the dryer", "Feed the brush into the duct, twisting clockwise", "Push through to the outside hood and pull back out", "Vacuum the loosened lint from both ends", "Vacuum the dryer's outlet"],
        estimatedTime: 25,
        media: {
          images: [dryerImage],
          primaryImage: 0,
          overlays: [
            { type: "arrow", position: { x: 69, y: 78 }, direction: "right", label: "Vent duct", color: GUIDE_COLOURS.point },
            { type: "rotation", position: { x: 82, y: 70 }, direction: "clockwise", label: "Twist the brush clockwise", color: GUIDE_COLOURS.turn },
          ],
        },
      },
      {
        id: "dryer-clean-vent-inside-screen",
        type: "main",
        title: "Clean the lint screen and its housing",
        description: "Pull out the lint screen, wash it if it looks clogged, and vacuum the slot it sits in.",
        substeps: ["Pull out the lint screen", "Wash it with warm soapy water if water beads on it", "Vacuum the screen slot", "Let the screen dry and put it back"],
        estimatedTime: 5,
        media: {
          images: [dryerImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 29, y: 30 }, label: "Lint screen", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "dryer-clean-vent-inside-done",
        type: "completion",
        title: "Reconnect and check the airflow outside",
        description: "Refit the duct, push the dryer back without crushing it, and run it on air-only to check the hood flap opens.",
        substeps: ["Refit the duct and tighten the clamp", "Push the dryer back, keeping the duct straight", "Plug in and run on air-only", "Check the outside hood flap opens and air flows"],
        estimatedTime: 5,
        media: {
          images: [dryerImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 95, y: 78 }, label: "Outside vent hood", color: GUIDE_COLOURS.point }],
        },
      },
    ],
  }),
  defineEntry({
    id: "washer-check-hoses",
    name: "Check the washing machine hoses",
    appliance: "Washing machine",
    applianceIds: ["washer"],
    category: "Utilities Appliances",
    estimatedTime: 15,
    difficulty: "Easy",
    diyCost: 0,
    proCost: 100,
    requiredTools: ["Flashlight", "Adjustable pliers", "Towel"],
    safetyWarnings: [
      "Unplug the washer before pulling it away from the wall",
      "A bulging or cracked hose can burst at any moment: close both valves and do not run the washer until it is replaced",
      "Do not overtighten fittings: a quarter turn past hand-tight is enough",
    ],
    description:
      "A burst washing-machine hose keeps pouring out water until someone closes the valve, so a hose that fails while nobody is home can flood the room. Rubber hoses age from the inside; bulges, cracks, stiffness and rust at the fittings are the signs to catch before a hose gives way.",
    frequency: "semi-annually",
    steps: [
      {
        id: "washer-check-hoses-prep",
        type: "preparation",
        title: "Unplug and pull the washer out",
        description: "Unplug the washer and slide it out far enough to see both supply hoses from end to end.",
        substeps: ["Unplug the washer", "Slide it out gently until both hoses are in view", "Keep the hoses slack while it moves"],
        estimatedTime: 3,
        media: {
          images: [washerPicture("The supply hoses run from the valves in the wall box to the back of the washer.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: washer.socket, label: "Unplug first", color: GUIDE_COLOURS.danger }],
        },
      },
      {
        id: "washer-check-hoses-inspect",
        type: "main",
        title: "Inspect both hoses end to end",
        description: "Look and feel along each hose, then check each coupling at the valve and at the washer.",
        substeps: [
          "Look for bulges, blisters and cracks along each hose",
          "Check each coupling for rust, drips or white mineral crust",
          "Bend the hose near its ends: stiff or cracking rubber is ageing",
          "Find the date stamped on the hose or its fitting",
          "Plan to replace any hose that shows one of these signs",
        ],
        estimatedTime: 7,
        warning: "A bulging hose can burst at any time: close both valves and replace it before the next wash.",
        media: {
          images: [washerPicture("Check the whole length of each hose and both of its couplings.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: washer.hotHose, label: "Look for bulges and cracks", color: GUIDE_COLOURS.point },
            { type: "circle", position: washer.coldCoupling, label: "Check the couplings", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "washer-check-hoses-done",
        type: "completion",
        title: "Snug the fittings and put the washer back",
        description: "Snug any damp coupling, then push the washer back with room behind it so the hoses do not kink, and run a short cycle.",
        substeps: [
          "Snug a damp coupling a quarter turn with pliers",
          "Check the drain hose is secured in the drain opening",
          "Plug the washer in and push it back, leaving a hand's width behind it",
          "Run a short cycle and check the couplings stay dry",
        ],
        estimatedTime: 5,
        media: {
          images: [washerPicture("The drain hose hooks into the opening between the two valves.")],
          primaryImage: 0,
          overlays: [
            { type: "rotation", position: washer.hotCoupling, direction: "clockwise", label: "A quarter turn at most", color: GUIDE_COLOURS.turn },
            { type: "circle", position: washer.drain, label: "Drain hose secured", color: GUIDE_COLOURS.point },
          ],
        },
      },
    ],
  }),
  defineEntry({
    id: "washer-replace-hoses",
    name: "Replace the washing machine hoses",
    appliance: "Washing machine",
    applianceIds: ["washer"],
    category: "Utilities Appliances",
    estimatedTime: 30,
    difficulty: "Easy",
    diyCost: 30,
    proCost: 150,
    requiredTools: [
      "Two new washer supply hoses (braided stainless steel), each with its rubber washer",
      "Adjustable pliers",
      "Bucket and towels",
      "Flashlight",
    ],
    safetyWarnings: [
      "Unplug the washer before pulling it away from the wall",
      "Close both supply valves fully before loosening a hose",
      "Do not overtighten the new fittings: it can split the rubber washers or crack the washer's plastic inlets",
    ],
    description:
      "Rubber supply hoses weaken with age and water pressure, and a burst hose can flood a room quickly. Many washer makers advise replacing the hoses every few years whether or not they look worn; braided stainless-steel hoses resist bursting better than plain rubber ones.",
    frequency: "every 4 years",
    steps: [
      {
        id: "washer-replace-hoses-prep",
        type: "preparation",
        title: "Unplug, pull out and shut the water off",
        description: "Unplug the washer, slide it out, and close the hot and cold valves in the wall box.",
        substeps: ["Unplug the washer and slide it out", "Turn the hot and cold valves clockwise until they stop", "Set a bucket and towels under the valves"],
        estimatedTime: 5,
        media: {
          images: [washerPicture("Close both valves in the wall box before touching the hoses.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: washer.socket, label: "Unplug first", color: GUIDE_COLOURS.danger },
            { type: "rotation", position: washer.hotValve, direction: "clockwise", label: "Close hot", color: GUIDE_COLOURS.turn },
            { type: "rotation", position: washer.coldValve, direction: "clockwise", label: "Close cold", color: GUIDE_COLOURS.turn },
          ],
        },
      },
      {
        id: "washer-replace-hoses-remove",
        type: "main",
        title: "Take off the old hoses",
        description: "Unscrew each hose at the valve, drain it into the bucket, then unscrew it from the washer.",
        substeps: [
          "Unscrew each hose at its valve, counterclockwise",
          "Let the water in it drain into the bucket",
          "Unscrew the other end from the washer's inlet",
          "Rinse any grit off the screens inside the washer's inlets",
        ],
        estimatedTime: 10,
        media: {
          images: [washerPicture("Each hose unscrews at the valve and at the washer's inlet.")],
          primaryImage: 0,
          overlays: [
            { type: "rotation", position: washer.hotCoupling, direction: "counterclockwise", label: "Unscrew at the valve", color: GUIDE_COLOURS.turn },
            { type: "circle", position: washer.hotInlet, label: "Washer inlets", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "washer-replace-hoses-fit",
        type: "main",
        title: "Fit the new hoses",
        description: "Connect hot to hot and cold to cold, tightening each fitting by hand and then a quarter turn with pliers.",
        substeps: [
          "Check each new coupling has its rubber washer seated",
          "Connect one hose from the hot (red) valve to the washer's hot inlet",
          "Connect the other from the cold (blue) valve to the cold inlet",
          "Hand-tighten each fitting, then a quarter turn more with pliers",
        ],
        estimatedTime: 10,
        media: {
          images: [washerPicture("The hot valve feeds the washer's hot inlet; the cold valve feeds the cold inlet.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: washer.hotValve, label: "Hot to hot", color: GUIDE_COLOURS.point },
            { type: "circle", position: washer.coldValve, label: "Cold to cold", color: GUIDE_COLOURS.point },
            { type: "rotation", position: washer.coldCoupling, direction: "clockwise", label: "Hand-tight plus a quarter turn", color: GUIDE_COLOURS.turn },
          ],
        },
      },
      {
        id: "washer-replace-hoses-done",
        type: "completion",
        title: "Turn the water on and check for leaks",
        description: "Open the valves slowly, check every fitting, and run a rinse cycle before pushing the washer back.",
        substeps: [
          "Open both valves slowly",
          "Check all four fittings for drips",
          "Plug in and run a short rinse cycle, then check again",
          "Push the washer back without kinking the hoses",
          "Note the date so you know when they are due again",
        ],
        estimatedTime: 5,
        media: {
          images: [washerPicture("Check both ends of both hoses while the washer fills.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: washer.hotCoupling, label: "No drips", color: GUIDE_COLOURS.point },
            { type: "circle", position: washer.coldInlet, label: "No drips", color: GUIDE_COLOURS.point },
          ],
        },
      },
    ],
  }),
  defineEntry({
    id: "dryer-clean-vent-outside",
    name: "Clean the dryer vent hood outside",
    appliance: "Clothes dryer",
    applianceIds: ["dryer"],
    category: "Utilities Appliances",
    estimatedTime: 20,
    difficulty: "Easy",
    diyCost: 10,
    proCost: 100,
    requiredTools: ["Work gloves", "Screwdriver for the hood's cover screws", "Dryer vent brush or a long bottle brush", "Vacuum", "A sturdy ladder, if the vent is high"],
    safetyWarnings: [
      "Switch the dryer off before reaching into the vent",
      "Never fit a screen or mesh over a dryer vent: it traps lint and blocks the airflow",
      "On a ladder, keep three points of contact and do not overreach",
    ],
    description:
      "Lint that gets past the screen and duct collects at the vent hood outside, where birds and insects also like to nest; a blocked hood slows drying and raises the risk of a dryer fire. The U.S. Consumer Product Safety Commission advises checking the outside vent while the dryer runs: if little or no air comes out, the vent or duct may be blocked.",
    frequency: "semi-annually",
    steps: [
      {
        id: "dryer-clean-vent-outside-prep",
        type: "preparation",
        title: "Switch the dryer off and find the hood",
        description: "Make sure the dryer is off, then find where its vent comes out on the outside wall.",
        substeps: ["Make sure the dryer is off", "Find the vent hood on the outside wall", "Set up a ladder if the hood is out of reach"],
        estimatedTime: 3,
        media: {
          images: [ventHoodPicture("The hood is where the dryer's duct comes out through the outside wall.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: ventHood.hood, label: "Vent hood", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "dryer-clean-vent-outside-clear",
        type: "main",
        title: "Open the hood and clear the lint",
        description: "Take off the cover if it is screwed on, pull out the lint by hand, and brush out as far into the duct as you can reach.",
        substeps: [
          "Remove the cover screws, if your hood has a removable cover",
          "Pull the lint out of the hood with a gloved hand",
          "Brush out as far into the duct as you can reach",
          "Remove any nest or debris",
          "Vacuum up what falls out",
        ],
        estimatedTime: 10,
        media: {
          images: [ventHoodPicture("Lint gathers at the bottom of the hood, behind the flaps.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: ventHood.coverScrew, label: "Cover screws", color: GUIDE_COLOURS.point },
            { type: "circle", position: ventHood.lint, label: "Lint collects here", color: GUIDE_COLOURS.danger },
          ],
        },
      },
      {
        id: "dryer-clean-vent-outside-flaps",
        type: "main",
        title: "Check the flaps move freely",
        description: "The flaps should swing open easily and fall shut on their own, so air gets out and pests and cold air stay out.",
        substeps: [
          "Lift each flap with a finger",
          "Clean lint and grime off the hinges",
          "Check each flap falls shut on its own",
          "Replace a hood whose flaps are cracked or stuck",
        ],
        estimatedTime: 4,
        media: {
          images: [ventHoodPicture("Each flap hinges at its top edge.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: ventHood.topFlap, label: "Flaps swing freely", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "dryer-clean-vent-outside-done",
        type: "completion",
        title: "Run the dryer and feel the airflow",
        description: "Refit the cover, run the dryer on air-only, and check that a strong flow of air pushes the flaps open.",
        substeps: ["Refit the cover", "Run the dryer on air-only", "Feel for a strong flow of air at the hood", "Check the flaps open fully"],
        estimatedTime: 3,
        media: {
          images: [ventHoodPicture("With the dryer running, the air should push the flaps open.")],
          primaryImage: 0,
          overlays: [{ type: "arrow", position: ventHood.hood, direction: "down", label: "Strong airflow out", color: GUIDE_COLOURS.point }],
        },
      },
    ],
  }),
];
