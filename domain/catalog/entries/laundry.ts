import type { CatalogTask } from "../../contract/catalog.ts";
import { defineEntry, GUIDE_COLOURS } from "../define-entry.ts";

const dryerImage = {
  filename: "guides/dryer-vent.webp",
  alt: "A front-loading clothes dryer with the lint screen on its top panel, a vent duct running from its back to the wall, and the vent hood outside",
  caption: "Lint collects at the screen, along the duct and at the hood outside.",
};

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
      "Never use a plastic or foil accordion duct: replace it with rigid or semi-rigid metal duct",
    ],
    description:
      "The U.S. Fire Administration reports that failure to clean is the leading factor in home clothes dryer fires, at 34%. Lint builds up in the duct even when the screen is cleaned after every load, and a clogged duct also makes each load take longer.",
    frequency: "annually",
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
];
