import type { CatalogTask, StepImage } from "../../contract/catalog.ts";
import { defineEntry, GUIDE_COLOURS } from "../define-entry.ts";
import {
  CAL_FIRE_DEFENSIBLE_SPACE,
  NFPA_FIREWISE_HOME_IGNITION_ZONE,
  NOAA_HURRICANE_PREPAREDNESS,
  READY_GOV_HURRICANES,
  READY_GOV_POWER_OUTAGES,
} from "../sources.ts";

/**
 * Tasks only some climates have (docs/product.md §5.7): hurricane preparation where the storm season comes,
 * the wildfire buffer where the fire season does. The scheduler gives them only to those homes
 * (SEASONAL_RULES in domain/scheduling/server-schedule.ts).
 */

function windowPicture(caption: string): StepImage {
  return {
    filename: "guides/window-exterior.webp",
    alt: "A double-hung window from outside: a squeegee drawn across the wet upper pane, a dashed S-shaped path across the lower pane, two weep holes in the bottom of the frame above the sill, and a bucket of soapy water on the ground",
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

function yardPicture(caption: string): StepImage {
  return {
    filename: "guides/yard-leaves.webp",
    alt: "A lawn scattered with fallen leaves, a rake, a raked pile of leaves, a green compost bin, and a storm drain grate in the street beyond the lawn",
    caption,
  };
}

function treePicture(caption: string): StepImage {
  return {
    filename: "guides/tree-trimming.webp",
    alt: "A tree beside a house: one limb reaches over the roof, the swollen branch collar where that limb meets the trunk with a dashed cut line just outside it, a grey dead branch on the far side, and an overhead power line above",
    caption,
  };
}

export const seasonalEntries: readonly CatalogTask[] = [
  defineEntry({
    id: "prepare-hurricane-shutters",
    name: "Check the storm shutters before hurricane season",
    appliance: "Exterior windows",
    applianceIds: ["exterior_windows"],
    category: "Exterior Systems",
    estimatedTime: 60,
    difficulty: "Moderate",
    diyCost: 20,
    proCost: 250,
    requiredTools: ["The shutters or storm panels and their fasteners", "Drill or wrench that fits the fasteners", "Marker to label each panel", "Work gloves"],
    safetyWarnings: [
      "Fit panels from the ground or a steady ladder, with a second person to hand them up",
      "Tape on glass does not stop it breaking: only shutters or impact-rated windows protect it",
    ],
    description:
      "The Atlantic hurricane season runs from 1 June to 30 November, and NOAA's National Hurricane Center and Ready.gov advise getting the home ready before it starts. Shutters found bent, short of fasteners or unlabelled in May can be fixed; found that way with a storm a day out, they cannot, and a broken window lets the wind in to lift the roof.",
    frequency: "annually",
    sources: [NOAA_HURRICANE_PREPAREDNESS, READY_GOV_HURRICANES],
    steps: [
      {
        id: "prepare-hurricane-shutters-prep",
        type: "preparation",
        title: "Bring out every panel and fastener",
        description: "Lay the shutters or panels out by the windows they fit and count their fasteners.",
        substeps: ["Carry the panels out of storage", "Match each panel to its window", "Count the fasteners against the anchors"],
        estimatedTime: 15,
        media: { images: [windowPicture("Each panel belongs to one window.")], primaryImage: 0 },
      },
      {
        id: "prepare-hurricane-shutters-fit",
        type: "main",
        title: "Test-fit them",
        description: "Fit each panel or close each shutter once, so you know it goes up and nothing is missing.",
        substeps: ["Fit one panel at a time", "Check the anchors in the wall are firm and not rusted", "Note any bent panel or missing fastener and get it fixed before June", "Label each panel with its window"],
        estimatedTime: 35,
        media: {
          images: [windowPicture("Anchors sit in the wall around the frame.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 50, y: 50 }, label: "Panel covers the whole window", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "prepare-hurricane-shutters-done",
        type: "completion",
        title: "Store them ready to use",
        description: "Take the panels down, store them with their fasteners and tools where you can reach them fast.",
        substeps: ["Bag the fasteners with each panel", "Store the drill or wrench with them", "Keep the way to them clear"],
        estimatedTime: 10,
        media: { images: [windowPicture("Stored together, they go up in minutes.")], primaryImage: 0 },
      },
    ],
  }),
  defineEntry({
    id: "prepare-hurricane-generator",
    name: "Test the generator before hurricane season",
    appliance: "Generator",
    applianceIds: ["generator"],
    category: "Electrical Systems",
    estimatedTime: 30,
    difficulty: "Easy",
    diyCost: 0,
    proCost: 150,
    requiredTools: ["The generator's manual", "Flashlight"],
    safetyWarnings: [
      "Run a generator outdoors only, well away from windows, doors and vents: its exhaust carries carbon monoxide, which kills",
      "Never plug a generator into a wall outlet: connect it through a transfer switch fitted by an electrician",
    ],
    description:
      "Storms cut the power for days, and a generator that has sat all winter may not start when it is needed. Ready.gov's advice for hurricanes and power outages is to have backup power ready and to use generators safely; a test run before the season finds a flat battery or stale fuel while there is still time to fix it.",
    frequency: "annually",
    sources: [READY_GOV_HURRICANES, READY_GOV_POWER_OUTAGES],
    steps: [
      {
        id: "prepare-hurricane-generator-prep",
        type: "preparation",
        title: "Check it before starting",
        description: "Look over the generator, its fuel and its surroundings.",
        substeps: ["Clear leaves and nests from the louvres", "Check the oil and fuel as the manual says", "Make sure nothing blocks the exhaust"],
        estimatedTime: 10,
        media: {
          images: [generatorPicture("Keep the louvres and exhaust clear.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 30, y: 50 }, label: "Louvres clear", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "prepare-hurricane-generator-run",
        type: "main",
        title: "Run it under load",
        description: "Start the generator as the manual says and let it carry some of the house for a while.",
        substeps: ["Start it in manual mode or with its test button", "Let it carry the lights and fridge through the transfer switch", "Listen for rough running and watch for warning lights"],
        estimatedTime: 15,
        warning: "Outdoors only, far from any opening into the house",
        media: {
          images: [generatorPicture("The control panel shows READY when it is set for a power cut.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 55, y: 35 }, label: "Control panel", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "prepare-hurricane-generator-done",
        type: "completion",
        title: "Set it back to automatic",
        description: "Return it to automatic (or store a portable one with fresh fuel) and note anything to fix.",
        substeps: ["Switch back to AUTO", "Book a service for anything that did not work"],
        estimatedTime: 5,
        media: { images: [generatorPicture("AUTO lets it start by itself when the power fails.")], primaryImage: 0 },
      },
    ],
  }),
  defineEntry({
    id: "clear-wildfire-buffer",
    name: "Clear the wildfire buffer around the house",
    appliance: "Landscaping",
    applianceIds: ["landscaping"],
    category: "Outdoor Systems",
    estimatedTime: 180,
    difficulty: "Moderate",
    diyCost: 20,
    proCost: 600,
    requiredTools: ["Rake", "Pruning saw and loppers", "Yard-waste bags", "Work gloves and eye protection"],
    safetyWarnings: [
      "Leave branches near power lines to the utility",
      "Do not use power tools that throw sparks on dry grass in hot, windy weather",
    ],
    description:
      "Most homes lost to wildfire are lit by embers landing on something that burns next to the house. NFPA Firewise and CAL FIRE advise keeping the first 5 feet around the house free of anything that burns, and keeping plants, grass and trees lean and spaced out to 30 feet and beyond, up to 100 feet. Clearing it before the fire season gives embers nothing to catch.",
    frequency: "annually",
    sources: [NFPA_FIREWISE_HOME_IGNITION_ZONE, CAL_FIRE_DEFENSIBLE_SPACE],
    steps: [
      {
        id: "clear-wildfire-buffer-prep",
        type: "preparation",
        title: "Walk round the house",
        description: "Walk the first 5 feet around the house and the deck and note what could burn.",
        substeps: ["Look for dead leaves, needles and mulch against the walls", "Look under the deck and along fences", "Note firewood and stored items against the house"],
        estimatedTime: 15,
        media: { images: [yardPicture("Leaves and needles against the house catch embers.")], primaryImage: 0 },
      },
      {
        id: "clear-wildfire-buffer-near",
        type: "main",
        title: "Clear the first 5 feet",
        description: "Remove everything that burns from next to the house, and clear the roof and gutters.",
        substeps: ["Rake out dead leaves, needles and bark mulch", "Move firewood and stored items away from the walls", "Clear leaves from the roof and gutters", "Clear under the deck"],
        estimatedTime: 75,
        media: {
          images: [yardPicture("Nothing that burns next to the walls.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 45, y: 60 }, label: "Rake it away", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "clear-wildfire-buffer-far",
        type: "main",
        title: "Thin plants out to 30 feet",
        description: "Cut dry grass short, remove dead plants, and trim branches well clear of the roof and the ground.",
        substeps: ["Mow dry grass short", "Remove dead plants and branches", "Trim branches away from the roof and chimney", "Space shrubs so fire cannot jump from one to the next"],
        estimatedTime: 80,
        media: {
          images: [treePicture("Branches over the roof carry fire to it.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 40, y: 25 }, label: "Branch over the roof", color: GUIDE_COLOURS.danger }],
        },
      },
      {
        id: "clear-wildfire-buffer-done",
        type: "completion",
        title: "Take the cuttings away",
        description: "Bag or haul the cuttings: a pile left by the house is fuel.",
        substeps: ["Bag the cuttings for yard-waste collection", "Do not burn them in the fire season"],
        estimatedTime: 10,
        media: { images: [yardPicture("Bag the cuttings; leave no pile.")], primaryImage: 0 },
      },
    ],
  }),
];
