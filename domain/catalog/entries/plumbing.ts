import type { CatalogTask, StepImage } from "../../contract/catalog.ts";
import { defineEntry, GUIDE_COLOURS } from "../define-entry.ts";
import { AMERICAN_RED_CROSS_WINTER_STORM_SAFETY, EPA_WATERSENSE_BATHROOM_FAUCETS, EPA_WATERSENSE_FIX_A_LEAK } from "../sources.ts";

function sinkPicture(caption: string): StepImage {
  return {
    filename: "guides/sink-cabinet.webp",
    alt: "A bathroom sink with the vanity doors open: the faucet with its aerator on the spout tip, the drain's tailpiece and U-shaped trap with slip nuts, the stopper's pivot rod and nut, and the hot and cold shut-off valves with supply lines up to the faucet",
    caption,
  };
}

function aeratorPicture(caption: string): StepImage {
  return {
    filename: "guides/faucet-aerator.webp",
    alt: "The tip of a faucet spout with its threads showing and the aerator taken apart below it, in order from the spout: rubber washer, screen insert and housing, next to a bowl of white vinegar",
    caption,
  };
}

function outdoorFaucetPicture(caption: string): StepImage {
  return {
    filename: "guides/faucet-outdoor.webp",
    alt: "An outdoor faucet in cross-section through the house wall: inside, the shut-off valve with its handle and bleeder cap on the supply pipe; outside, the faucet with its handle and spout, a disconnected garden hose and a foam faucet cover",
    caption,
  };
}

function sumpPicture(caption: string): StepImage {
  return {
    filename: "guides/sump-pump-pit.webp",
    alt: "A sump pit under the basement floor with water in it, the pump at the bottom with its float switch, the discharge pipe rising through a check valve and out through the wall, the pump plugged into a wall socket, and a bucket of water on the floor",
    caption,
  };
}

function softenerPicture(caption: string): StepImage {
  return {
    filename: "guides/softener-brine-tank.webp",
    alt: "A water softener: a tall resin tank with its control head and the bypass valve on the pipes above, and the brine tank beside it with its lid lifted, cut away to show salt piled above the water line and the brine well tube",
    caption,
  };
}

function toiletPicture(caption: string): StepImage {
  return {
    filename: "guides/toilet-tank.webp",
    alt: "A toilet with its tank cut away: the flush handle and lever with its chain down to the red flapper, the overflow tube, the fill valve and the water line; below, the bowl, the bolt caps at the base, and the shut-off valve with its supply line; the tank lid lies on the floor",
    caption,
  };
}

/** Where the parts sit on the drawings, as percentages of the 800 × 600 drawing. */
const sink = {
  aerator: { x: 56.9, y: 22.7 },
  drain: { x: 48.75, y: 40.8 },
  trap: { x: 53.1, y: 68.3 },
  slipNut: { x: 57.5, y: 58.7 },
  pivotNut: { x: 48.75, y: 49.2 },
  hotShutoff: { x: 31.25, y: 77.2 },
  coldShutoff: { x: 68.75, y: 77.2 },
  cabinetFloor: { x: 50, y: 90 },
} as const;

const aerator = {
  spoutThreads: { x: 55, y: 37 },
  washer: { x: 55, y: 48.3 },
  screen: { x: 55, y: 58.3 },
  housing: { x: 55, y: 69.3 },
  vinegar: { x: 81.25, y: 81.7 },
} as const;

const outdoorFaucet = {
  insideHandle: { x: 27.5, y: 43 },
  bleederCap: { x: 30, y: 54.8 },
  pipeNearWall: { x: 46, y: 50 },
  outsideHandle: { x: 60.9, y: 43 },
  spout: { x: 62.5, y: 57.5 },
  hoseCoupling: { x: 70, y: 71.8 },
  cover: { x: 85, y: 48.3 },
} as const;

const sump = {
  socket: { x: 71.25, y: 35.8 },
  float: { x: 57.5, y: 81.3 },
  pump: { x: 47.5, y: 81.7 },
  bucket: { x: 18, y: 41.7 },
  checkValve: { x: 47.5, y: 37 },
  outlet: { x: 95, y: 20 },
} as const;

const softener = {
  controlHead: { x: 30, y: 23.8 },
  lid: { x: 66.25, y: 30.3 },
  saltTop: { x: 70, y: 52.5 },
  waterLine: { x: 75, y: 78.3 },
} as const;

const toilet = {
  handle: { x: 31.9, y: 17.3 },
  overflowTop: { x: 58.75, y: 20.3 },
  flapper: { x: 52.5, y: 46.7 },
  chain: { x: 52.5, y: 31.7 },
  tankWater: { x: 45, y: 38.3 },
  bowlWater: { x: 50, y: 55 },
  boltCap: { x: 36.25, y: 90 },
  shutoff: { x: 22.5, y: 78.8 },
  lid: { x: 85.6, y: 89.8 },
} as const;

export const plumbingEntries: readonly CatalogTask[] = [
  defineEntry({
    id: "run-water-unused-drains",
    name: "Run water into unused drains",
    appliance: "Drains and sinks",
    applianceIds: ["drains"],
    category: "Plumbing Systems",
    estimatedTime: 10,
    difficulty: "Easy",
    diyCost: 0,
    proCost: 50,
    requiredTools: ["A jug or bucket of water, for floor drains"],
    safetyWarnings: [
      "If a sewage smell stays after every trap has been refilled, call a plumber: a cracked pipe or a blocked vent may need repair",
      "Wipe up spills around floor drains so nobody slips",
    ],
    description:
      "Every sink, tub, shower and floor drain has a trap that holds a little water to keep sewer gas out of the house. In a drain nobody uses, that water slowly evaporates and sewer odours can get in. Running water for a minute each month refills the trap.",
    frequency: "monthly",
    steps: [
      {
        id: "run-water-unused-drains-list",
        type: "preparation",
        title: "List the drains nobody uses",
        description: "Think of every drain that sits unused for weeks at a time.",
        substeps: ["Guest bathroom sinks, tubs and showers", "Basement and laundry floor drains", "Utility and bar sinks"],
        estimatedTime: 2,
        media: {
          images: [sinkPicture("The U-shaped trap under every drain holds water that blocks sewer gas.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: sink.trap, label: "The trap holds water", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "run-water-unused-drains-run",
        type: "main",
        title: "Run water into each one",
        description: "Run each tap for about a minute, and pour a jug of water into each floor drain.",
        substeps: ["Run the tap for about a minute at each sink, tub and shower", "Pour a jug of water into each floor drain", "Flush any toilet nobody uses"],
        estimatedTime: 6,
        media: {
          images: [sinkPicture("Water running down the drain refills the trap below it.")],
          primaryImage: 0,
          overlays: [{ type: "arrow", position: sink.drain, direction: "down", label: "Refills the trap below", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "run-water-unused-drains-check",
        type: "completion",
        title: "Check for sewer smells",
        description: "Come back later and check the rooms smell fresh.",
        substeps: ["Check the rooms for odours an hour later", "Call a plumber if a smell remains"],
        estimatedTime: 2,
        media: {
          images: [sinkPicture("A full trap keeps the room free of sewer smells.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: sink.trap, label: "Full trap, no smell", color: GUIDE_COLOURS.point }],
        },
      },
    ],
  }),
  defineEntry({
    id: "check-under-sink-leaks",
    name: "Check under sinks for leaks",
    appliance: "Drains and sinks",
    applianceIds: ["drains", "faucets"],
    category: "Plumbing Systems",
    estimatedTime: 15,
    difficulty: "Easy",
    diyCost: 0,
    proCost: 100,
    requiredTools: ["Flashlight", "Dry paper towel", "Adjustable pliers"],
    safetyWarnings: [
      "Turn shut-off valves gently: old valves can start leaking at the stem if forced",
      "Wear gloves if there is mould in the cabinet, and air the room",
    ],
    description:
      "The EPA's WaterSense program estimates that household leaks can waste nearly 10,000 gallons of water a year. Slow drips under a sink often go unseen until the cabinet floor swells or mould grows, so a look with a flashlight every few months catches them early.",
    frequency: "quarterly",
    sources: [EPA_WATERSENSE_FIX_A_LEAK],
    steps: [
      {
        id: "check-under-sink-leaks-clear",
        type: "preparation",
        title: "Empty the cabinet",
        description: "Take everything out so you can see the cabinet floor and every pipe.",
        substeps: ["Take everything out from under the sink", "Shine a flashlight over the cabinet floor", "Look for stains, swelling or soft spots"],
        estimatedTime: 4,
        media: {
          images: [sinkPicture("Stains or swelling on the cabinet floor are the first sign of a slow leak.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: sink.cabinetFloor, label: "Stains here mean a leak", color: GUIDE_COLOURS.danger }],
        },
      },
      {
        id: "check-under-sink-leaks-joints",
        type: "main",
        title: "Check every joint with a dry towel",
        description: "A dry paper towel shows dampness your fingers can miss. Check each joint with the tap off, then again with it running.",
        substeps: [
          "Wipe each supply line connection and the shut-off valve stems",
          "Run the tap, then wipe the trap's slip nuts",
          "Check the pivot nut of the stopper rod",
          "Look for corrosion or kinks in the supply lines",
        ],
        estimatedTime: 8,
        media: {
          images: [sinkPicture("Water leaks most often at the valves, the slip nuts and the pivot nut.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: sink.hotShutoff, label: "Shut-off valves", color: GUIDE_COLOURS.point },
            { type: "circle", position: sink.slipNut, label: "Slip nuts", color: GUIDE_COLOURS.point },
            { type: "circle", position: sink.pivotNut, label: "Pivot nut", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "check-under-sink-leaks-fix",
        type: "completion",
        title: "Snug what drips",
        description: "Most small drips stop when a nut is snugged. A leaking valve or a cracked pipe needs a plumber.",
        substeps: [
          "Hand-tighten a dripping slip nut, then a little more",
          "Snug a dripping supply nut a quarter turn with pliers",
          "Dry everything and check again the next day",
          "Call a plumber for a leaking valve or a cracked pipe",
        ],
        estimatedTime: 3,
        media: {
          images: [sinkPicture("Slip nuts are plastic: hand-tight plus a little is enough.")],
          primaryImage: 0,
          overlays: [{ type: "rotation", position: sink.slipNut, direction: "clockwise", label: "Snug the slip nut", color: GUIDE_COLOURS.turn }],
        },
      },
    ],
  }),
  defineEntry({
    id: "clean-drains-proactive",
    name: "Clean slow drains before they clog",
    appliance: "Drains and sinks",
    applianceIds: ["drains"],
    category: "Plumbing Systems",
    estimatedTime: 25,
    difficulty: "Easy",
    diyCost: 5,
    proCost: 150,
    requiredTools: ["A plastic barbed drain-cleaning strip", "Rubber gloves", "Adjustable pliers", "Old toothbrush", "Bucket"],
    safetyWarnings: [
      "Never mix drain cleaners with each other, with bleach or with vinegar: they can give off toxic gas",
      "Do not pour boiling water into plastic pipes or a porcelain sink; hot tap water is enough",
      "Wear gloves: drain debris carries bacteria",
    ],
    description:
      "Hair, soap scum and grease build up in a drain slowly until the water stops. Pulling out the stopper and clearing the hair every few months prevents most clogs. Avoid chemical drain openers for routine care: they are corrosive, can damage older pipes, and are dangerous if they splash.",
    frequency: "quarterly",
    steps: [
      {
        id: "clean-drains-proactive-stopper",
        type: "preparation",
        title: "Take out the stopper",
        description: "The pop-up stopper is held by a pivot rod that enters the drain from behind. Unscrew its nut, pull the rod, and lift the stopper out.",
        substeps: ["Put a bucket under the trap", "Unscrew the pivot nut behind the drain pipe", "Pull the pivot rod out", "Lift the stopper out from above"],
        estimatedTime: 5,
        media: {
          images: [sinkPicture("The pivot rod and its nut hold the pop-up stopper in place.")],
          primaryImage: 0,
          overlays: [
            { type: "rotation", position: sink.pivotNut, direction: "counterclockwise", label: "Unscrew the pivot nut", color: GUIDE_COLOURS.turn },
            { type: "circle", position: sink.drain, label: "Lift the stopper out", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "clean-drains-proactive-clear",
        type: "main",
        title: "Pull out hair and scum",
        description: "Clean the stopper, then work the barbed strip down the drain to hook the hair that collects below it.",
        substeps: ["Scrub the stopper with an old toothbrush", "Push the barbed strip down the drain", "Pull it up slowly with what it catches", "Repeat until it comes up clean"],
        estimatedTime: 10,
        media: {
          images: [sinkPicture("Hair collects just below the stopper, above the pivot rod.")],
          primaryImage: 0,
          overlays: [{ type: "arrow", position: sink.drain, direction: "down", label: "Feed the strip down here", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "clean-drains-proactive-flush",
        type: "main",
        title: "Refit the stopper and flush",
        description: "Put the stopper and pivot rod back, then run hot tap water to flush the loosened debris through the trap.",
        substeps: ["Drop the stopper in and slide the pivot rod through its loop", "Hand-tighten the pivot nut", "Run hot tap water for two minutes", "Check the water drains away quickly"],
        estimatedTime: 7,
        media: {
          images: [sinkPicture("Hot water carries the loosened scum through the trap.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: sink.trap, label: "Flushes through the trap", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "clean-drains-proactive-check",
        type: "completion",
        title: "Check for leaks",
        description: "The pivot nut is the joint most likely to drip after this job.",
        substeps: ["Feel the pivot nut and trap for drips", "Check the stopper opens and closes"],
        estimatedTime: 3,
        media: {
          images: [sinkPicture("Check the pivot nut is dry with the water running.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: sink.pivotNut, label: "No drips", color: GUIDE_COLOURS.point }],
        },
      },
    ],
  }),
  defineEntry({
    id: "clean-faucet-aerators",
    name: "Clean the faucet aerators",
    appliance: "Faucets and aerators",
    applianceIds: ["faucets"],
    category: "Plumbing Systems",
    estimatedTime: 45,
    difficulty: "Easy",
    diyCost: 0,
    proCost: 75,
    requiredTools: ["Adjustable pliers and masking tape or a cloth to protect the finish", "A small bowl of white vinegar", "Old toothbrush", "Aerator key, for hidden aerators"],
    safetyWarnings: [
      "Close the stopper or lay a towel in the sink so small parts cannot fall down the drain",
      "Wrap the pliers' jaws so they do not scratch the faucet's finish",
    ],
    description:
      "Aerators collect grit and mineral scale that weaken and scatter the stream. Cleaning them restores the flow, and it is a good moment to check for drips: EPA WaterSense notes that a faucet dripping once a second wastes more than 3,000 gallons a year. A worn aerator can be swapped for a WaterSense-labelled one, which cuts a bathroom faucet's flow by 30% or more.",
    frequency: "semi-annually",
    sources: [EPA_WATERSENSE_FIX_A_LEAK, EPA_WATERSENSE_BATHROOM_FAUCETS],
    steps: [
      {
        id: "clean-faucet-aerators-prep",
        type: "preparation",
        title: "Protect the drain and the finish",
        description: "The aerator is the small screw-on cap on the spout tip; its parts are tiny, so block the drain first.",
        substeps: ["Close the stopper or lay a towel over the drain", "Wrap tape or a cloth round the pliers' jaws"],
        estimatedTime: 2,
        media: {
          images: [sinkPicture("The aerator screws onto the tip of the spout.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: sink.aerator, label: "Aerator", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "clean-faucet-aerators-remove",
        type: "main",
        title: "Unscrew the aerator",
        description: "Seen from below, turn the aerator counterclockwise. Lay the parts out in the order they come apart.",
        substeps: [
          "Turn the aerator counterclockwise, seen from below",
          "Use the wrapped pliers if it will not turn by hand",
          "Lay out the washer, screen and housing in order",
        ],
        estimatedTime: 5,
        media: {
          images: [aeratorPicture("The parts come apart in this order: washer, screen insert, housing.")],
          primaryImage: 0,
          overlays: [
            { type: "rotation", position: aerator.spoutThreads, direction: "counterclockwise", label: "Unscrew, seen from below", color: GUIDE_COLOURS.turn },
            { type: "circle", position: aerator.housing, label: "Housing", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "clean-faucet-aerators-soak",
        type: "main",
        title: "Soak and scrub the parts",
        description: "Vinegar dissolves the white mineral scale. Soak the metal parts, then scrub the screen clear.",
        substeps: [
          "Soak the screen and housing in vinegar for about 30 minutes",
          "Scrub the screen with the toothbrush",
          "Rinse the parts under the tap",
          "Replace the aerator if the screen is torn or the washer cracked",
        ],
        estimatedTime: 33,
        media: {
          images: [aeratorPicture("Scale builds up on the screen insert; vinegar loosens it.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: aerator.screen, label: "Screen insert", color: GUIDE_COLOURS.point },
            { type: "circle", position: aerator.vinegar, label: "Vinegar soak", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "clean-faucet-aerators-refit",
        type: "completion",
        title: "Refit and run the tap",
        description: "Reassemble in the same order, screw the aerator back on by hand, and check the stream.",
        substeps: [
          "Stack the washer on the screen and drop them into the housing",
          "Screw the aerator on clockwise, hand-tight",
          "Run the tap and check the stream is full and even",
          "Check the joint does not drip",
        ],
        estimatedTime: 5,
        media: {
          images: [aeratorPicture("The rubber washer seals against the spout.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: aerator.washer, label: "Washer faces the spout", color: GUIDE_COLOURS.point },
            { type: "rotation", position: aerator.spoutThreads, direction: "clockwise", label: "Hand-tight", color: GUIDE_COLOURS.turn },
          ],
        },
      },
    ],
  }),
  defineEntry({
    id: "turn-on-outdoor-water",
    name: "Turn the outdoor water back on",
    appliance: "Outdoor faucets",
    applianceIds: ["outdoor_faucets"],
    category: "Plumbing Systems",
    estimatedTime: 15,
    difficulty: "Easy",
    diyCost: 0,
    proCost: 100,
    requiredTools: ["Flashlight", "A garden hose with a good washer in its coupling"],
    safetyWarnings: [
      "Wait until the risk of hard frost is over",
      "If water appears in the wall, ceiling or basement while the faucet runs, close the inside valve at once and call a plumber",
    ],
    description:
      "Spring is when a pipe split by winter frost gives itself away, often inside the wall where nobody sees it. Turning the water on slowly and watching indoors while the hose runs catches a leak before it soaks the wall or the basement.",
    frequency: "annually",
    steps: [
      {
        id: "turn-on-outdoor-water-prep",
        type: "preparation",
        title: "Close the faucet and the bleeder cap",
        description: "Make sure the outdoor faucet is closed, then indoors check the bleeder cap on the shut-off valve is screwed shut.",
        substeps: ["Close the outdoor faucet", "Indoors, find the shut-off valve on the pipe to the faucet", "Screw its bleeder cap closed"],
        estimatedTime: 3,
        media: {
          images: [outdoorFaucetPicture("The shut-off valve indoors has a small bleeder cap on its side.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: outdoorFaucet.bleederCap, label: "Bleeder cap closed", color: GUIDE_COLOURS.point },
            { type: "circle", position: outdoorFaucet.outsideHandle, label: "Faucet closed", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "turn-on-outdoor-water-open",
        type: "main",
        title: "Open the inside valve slowly",
        description: "Opening slowly avoids a pressure surge in a pipe that has sat empty all winter.",
        substeps: ["Turn the valve handle counterclockwise, slowly, until fully open", "Listen for hissing or running water in the wall", "Check the valve stem for drips"],
        estimatedTime: 3,
        media: {
          images: [outdoorFaucetPicture("Open the indoor valve slowly and listen.")],
          primaryImage: 0,
          overlays: [{ type: "rotation", position: outdoorFaucet.insideHandle, direction: "counterclockwise", label: "Open slowly", color: GUIDE_COLOURS.turn }],
        },
      },
      {
        id: "turn-on-outdoor-water-run",
        type: "main",
        title: "Run the faucet and check indoors",
        description: "A frost-split pipe inside a frost-free faucet only leaks when the faucet is open, so run it with the hose on and check indoors.",
        substeps: [
          "Connect the hose and open the outdoor faucet",
          "Let it run a few minutes, then close the hose nozzle",
          "Meanwhile check the pipe and wall indoors for water",
          "Check the faucet body and hose coupling for drips",
        ],
        estimatedTime: 7,
        media: {
          images: [outdoorFaucetPicture("A split shows as water on the indoor side of the wall.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: outdoorFaucet.pipeNearWall, label: "Check for water here", color: GUIDE_COLOURS.danger },
            { type: "circle", position: outdoorFaucet.spout, label: "Hose connection", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "turn-on-outdoor-water-done",
        type: "completion",
        title: "Fix small drips",
        description: "A drip at the hose is usually a worn washer; a leak inside the wall needs a plumber.",
        substeps: ["Replace a worn washer in the hose coupling", "Close the faucet when you are done", "Call a plumber for any leak inside the wall"],
        estimatedTime: 2,
        media: {
          images: [outdoorFaucetPicture("The hose coupling's rubber washer is the usual cause of an outdoor drip.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: outdoorFaucet.hoseCoupling, label: "Hose washer", color: GUIDE_COLOURS.point }],
        },
      },
    ],
  }),
  defineEntry({
    id: "winterize-outdoor-faucets",
    name: "Winterize the outdoor faucets",
    appliance: "Outdoor faucets",
    applianceIds: ["outdoor_faucets"],
    category: "Plumbing Systems",
    estimatedTime: 20,
    difficulty: "Easy",
    diyCost: 10,
    proCost: 100,
    requiredTools: ["Insulated foam faucet cover", "Bucket", "Towel"],
    safetyWarnings: [
      "Do it before the first hard freeze",
      "Keep the inside valve closed all winter; the outdoor faucet stays open so any water left can drain and expand",
    ],
    description:
      "Water left in an outdoor faucet or its pipe can freeze, expand and split the pipe, and the leak often shows only when the water is turned back on in spring. Disconnecting the hose, shutting the inside valve and draining the line before the first hard freeze prevents it. Even a frost-free faucet can burst if a hose is left attached.",
    frequency: "annually",
    steps: [
      {
        id: "winterize-outdoor-faucets-hose",
        type: "preparation",
        title: "Disconnect and drain the hose",
        description: "A hose left on traps water in the faucet, so take it off first.",
        substeps: ["Unscrew the hose from the faucet", "Drain it and store it out of the cold", "Remove any splitter or timer from the faucet"],
        estimatedTime: 5,
        media: {
          images: [outdoorFaucetPicture("Take the hose off so the faucet can drain.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: outdoorFaucet.hoseCoupling, label: "Hose off for winter", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "winterize-outdoor-faucets-shut",
        type: "main",
        title: "Close the inside shut-off valve",
        description: "Indoors, find the valve on the pipe that feeds the outdoor faucet and close it.",
        substeps: ["Find the valve on the pipe to the faucet, indoors", "Turn its handle clockwise until it stops"],
        estimatedTime: 3,
        media: {
          images: [outdoorFaucetPicture("The shut-off valve is on the pipe just inside the wall.")],
          primaryImage: 0,
          overlays: [{ type: "rotation", position: outdoorFaucet.insideHandle, direction: "clockwise", label: "Close clockwise", color: GUIDE_COLOURS.turn }],
        },
      },
      {
        id: "winterize-outdoor-faucets-drain",
        type: "main",
        title: "Drain the pipe",
        description: "Open the outdoor faucet to let air in, then open the bleeder cap indoors so the water in the pipe runs out.",
        substeps: [
          "Open the outdoor faucet fully",
          "Hold a bucket under the bleeder cap indoors",
          "Unscrew the bleeder cap and let the water run out",
          "Screw the cap back on once it stops",
          "Leave the outdoor faucet open for the winter",
        ],
        estimatedTime: 7,
        media: {
          images: [outdoorFaucetPicture("Water between the valve and the faucet drains out of the bleeder cap.")],
          primaryImage: 0,
          overlays: [
            { type: "rotation", position: outdoorFaucet.outsideHandle, direction: "counterclockwise", label: "Open the outdoor faucet", color: GUIDE_COLOURS.turn },
            { type: "circle", position: outdoorFaucet.bleederCap, label: "Open the bleeder cap", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "winterize-outdoor-faucets-cover",
        type: "completion",
        title: "Fit an insulated cover",
        description: "A foam cover over the faucet adds protection against the coldest nights.",
        substeps: ["Press the foam cover over the faucet", "Tighten its loop or strap behind the faucet", "Check it sits tight against the wall"],
        estimatedTime: 5,
        media: {
          images: [outdoorFaucetPicture("The foam cover fits over the whole faucet.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: outdoorFaucet.cover, label: "Foam cover", color: GUIDE_COLOURS.point }],
        },
      },
    ],
  }),
  defineEntry({
    id: "test-sump-pump",
    name: "Test the sump pump",
    appliance: "Sump pump",
    applianceIds: ["sump_pump"],
    category: "Plumbing Systems",
    estimatedTime: 20,
    difficulty: "Easy",
    diyCost: 0,
    proCost: 150,
    requiredTools: ["A 5-gallon bucket of water", "Flashlight", "Work gloves"],
    safetyWarnings: [
      "Never reach into the pit or touch the pump while it is plugged in: unplug it first",
      "Plug the pump straight into its own GFCI-protected outlet, never into an extension cord",
      "If the pump hums but does not pump, unplug it at once: the motor can overheat",
    ],
    description:
      "A sump pump can sit idle for months and then has to work through the worst storm of the year. Pouring water into the pit to make it run shows whether the float, motor and check valve still work while there is time to fix them. Test it before the wet season and after long dry spells.",
    frequency: "quarterly",
    steps: [
      {
        id: "test-sump-pump-prep",
        type: "preparation",
        title: "Check the power and the pit",
        description: "Unplug the pump, clear anything that could jam the float, then plug it back in before the test.",
        substeps: [
          "Take off the pit cover",
          "Unplug the pump before reaching into the pit",
          "Clear debris from around the pump and float",
          "Plug the pump back into its own outlet",
          "Check the outlet has power (its light or a lamp)",
        ],
        estimatedTime: 4,
        media: {
          images: [sumpPicture("The float must be free to rise; the plug must be in a working outlet.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: sump.socket, label: "Outlet with power", color: GUIDE_COLOURS.point },
            { type: "circle", position: sump.float, label: "Float moves freely", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "test-sump-pump-fill",
        type: "main",
        title: "Fill the pit until the pump starts",
        description: "Pour water in slowly. As the float rises the pump should start, empty the pit and stop on its own.",
        substeps: ["Pour the water slowly into the pit", "Watch the float rise", "The pump should start well before the water nears the floor", "It should empty the pit and switch off by itself"],
        estimatedTime: 6,
        media: {
          images: [sumpPicture("As the water lifts the float, the pump should switch on.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: sump.bucket, label: "Bucket of water", color: GUIDE_COLOURS.point },
            { type: "arrow", position: sump.float, direction: "up", label: "Float rises, pump starts", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "test-sump-pump-discharge",
        type: "main",
        title: "Check the discharge",
        description: "The check valve stops the water in the pipe running back into the pit; outside, the water must drain away from the house.",
        substeps: [
          "Listen for the check valve closing with a thud when the pump stops",
          "Check no water flows back into the pit",
          "Outside, check the pipe's outlet is clear",
          "Check the water flows away from the foundation",
        ],
        estimatedTime: 6,
        media: {
          images: [sumpPicture("The discharge pipe rises through the check valve and out through the wall.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: sump.checkValve, label: "Check valve", color: GUIDE_COLOURS.point },
            { type: "arrow", position: sump.outlet, direction: "right", label: "Out through the wall", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "test-sump-pump-done",
        type: "completion",
        title: "Put the cover back",
        description: "Close the pit and check any backup system.",
        substeps: ["Refit the pit cover", "Test the battery backup pump too, if you have one", "Note the date"],
        estimatedTime: 4,
        media: {
          images: [sumpPicture("The cover keeps debris and children out of the pit.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: sump.pump, label: "Pump", color: GUIDE_COLOURS.point }],
        },
      },
    ],
  }),
  defineEntry({
    id: "check-water-softener-salt",
    name: "Check the water softener salt",
    appliance: "Water softener",
    applianceIds: ["water_softener"],
    category: "Plumbing Systems",
    estimatedTime: 5,
    difficulty: "Easy",
    diyCost: 10,
    proCost: 50,
    requiredTools: ["Softener salt of the type your manual names (pellets or crystals)", "A broom handle", "Flashlight"],
    safetyWarnings: [
      "Salt bags are heavy: lift with your legs, or buy smaller bags",
      "Break up a salt crust gently, without striking the tank wall",
    ],
    description:
      "A water softener uses salt from its brine tank to recharge its resin. When the salt runs out, hard water goes straight through and leaves scale in the pipes, the water heater and appliances. A hard crust of salt, a salt bridge, can also form above the water and stop brine being made even though the tank looks full.",
    frequency: "monthly",
    steps: [
      {
        id: "check-water-softener-salt-level",
        type: "main",
        title: "Check the salt level",
        description: "Lift the brine tank's lid and look in: the salt should stand above the water.",
        substeps: ["Lift the brine tank's lid", "Check the salt stands above the water", "Add salt when it is down to about a quarter full, or water shows above it"],
        estimatedTime: 1,
        media: {
          images: [softenerPicture("Salt should always stand above the water in the brine tank.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: softener.lid, label: "Lift the lid", color: GUIDE_COLOURS.point },
            { type: "circle", position: softener.saltTop, label: "Salt above the water", color: GUIDE_COLOURS.point },
            { type: "circle", position: softener.waterLine, label: "Water level", color: GUIDE_COLOURS.turn },
          ],
        },
      },
      {
        id: "check-water-softener-salt-bridge",
        type: "main",
        title: "Break up any salt bridge",
        description: "Push a broom handle down through the salt. If it stops on a hard crust with a gap below, that is a salt bridge.",
        substeps: ["Push the broom handle straight down through the salt", "A hard crust with a hollow below is a salt bridge", "Tap the crust gently until it breaks", "Scoop out any large chunks"],
        estimatedTime: 2,
        media: {
          images: [softenerPicture("A salt bridge forms at the top of the salt, above the water.")],
          primaryImage: 0,
          overlays: [{ type: "arrow", position: softener.saltTop, direction: "down", label: "Push the handle down", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "check-water-softener-salt-fill",
        type: "completion",
        title: "Top up the salt",
        description: "Pour in salt of the type your softener takes and close the lid.",
        substeps: ["Pour in salt, keeping it a few inches below the rim", "Put the lid back", "Check the control head shows no error"],
        estimatedTime: 2,
        media: {
          images: [softenerPicture("The control head on the resin tank shows the time and any error.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: softener.controlHead, label: "No error shown", color: GUIDE_COLOURS.point }],
        },
      },
    ],
  }),
  defineEntry({
    id: "flush-low-use-toilets",
    name: "Flush toilets nobody uses",
    appliance: "Toilets",
    applianceIds: ["toilets"],
    category: "Plumbing Systems",
    estimatedTime: 5,
    difficulty: "Easy",
    diyCost: 0,
    proCost: 50,
    requiredTools: ["Flashlight, to look inside the tank"],
    safetyWarnings: ["If the bowl rises towards the rim instead of draining, stop flushing and close the shut-off valve behind the toilet"],
    description:
      "In a toilet nobody uses, the water in the bowl slowly evaporates and can let sewer gas in, and the flapper and fill valve can dry out and stick. Flushing it once a month keeps the seals wet and shows up a running or leaking toilet early.",
    frequency: "monthly",
    steps: [
      {
        id: "flush-low-use-toilets-flush",
        type: "main",
        title: "Flush and watch it refill",
        description: "Flush each toilet that has sat unused and watch the bowl and tank refill.",
        substeps: ["Flush each toilet nobody has used for a while", "Check the bowl empties and refills", "Listen for the tank to stop filling within a minute or so"],
        estimatedTime: 2,
        media: {
          images: [toiletPicture("The water left in the bowl is the seal against sewer gas.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: toilet.handle, label: "Flush handle", color: GUIDE_COLOURS.point },
            { type: "circle", position: toilet.bowlWater, label: "Water seal refills", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "flush-low-use-toilets-check",
        type: "main",
        title: "Check nothing keeps running",
        description: "Lift the lid: the flapper should be seated and the water should stop below the top of the overflow tube.",
        substeps: ["Lift the tank lid", "Check the flapper has closed and the water has stopped", "Check the water stops below the top of the overflow tube", "Jiggle the handle if the flapper is stuck open"],
        estimatedTime: 2,
        media: {
          images: [toiletPicture("The flapper seals the bottom of the tank; the overflow tube sets the highest water level.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: toilet.flapper, label: "Flapper closed", color: GUIDE_COLOURS.point },
            { type: "circle", position: toilet.overflowTop, label: "Water stays below this", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "flush-low-use-toilets-done",
        type: "completion",
        title: "Put the lid back",
        description: "Replace the lid and repeat in every bathroom that sits unused.",
        substeps: ["Set the tank lid back in place", "Repeat in every unused bathroom"],
        estimatedTime: 1,
        media: { images: [toiletPicture("Set the lid down gently: it is heavy porcelain.")], primaryImage: 0 },
      },
    ],
  }),
  defineEntry({
    id: "inspect-toilets-leaks",
    name: "Check the toilets for leaks",
    appliance: "Toilets",
    applianceIds: ["toilets"],
    category: "Plumbing Systems",
    estimatedTime: 25,
    difficulty: "Easy",
    diyCost: 5,
    proCost: 100,
    requiredTools: ["Food colouring or toilet dye tablets", "Flashlight", "Towel"],
    safetyWarnings: [
      "Lay the tank lid flat on a towel on the floor: it is heavy and breaks easily",
      "Do not overtighten the bolts at the base: the porcelain can crack",
    ],
    description:
      "EPA WaterSense counts worn toilet flappers among the most common household leaks, and a leaking toilet can run silently all day. Its dye test finds them: add a few drops of food colouring to the tank and, if colour shows up in the bowl within 10 minutes without flushing, the toilet is leaking.",
    frequency: "semi-annually",
    sources: [EPA_WATERSENSE_FIX_A_LEAK],
    steps: [
      {
        id: "inspect-toilets-leaks-lid",
        type: "preparation",
        title: "Take off the tank lid",
        description: "Lift the lid off and check where the water in the tank stops.",
        substeps: ["Lift the lid off with both hands", "Lay it flat on a towel on the floor", "Check the water stops about an inch below the top of the overflow tube"],
        estimatedTime: 2,
        media: {
          images: [toiletPicture("Water that reaches the top of the overflow tube runs away unseen.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: toilet.lid, label: "Lid on a towel", color: GUIDE_COLOURS.point },
            { type: "circle", position: toilet.overflowTop, label: "Water below the top", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "inspect-toilets-leaks-dye",
        type: "main",
        title: "Do the dye test",
        description: "Colour the tank water and wait without flushing. Colour in the bowl means water is getting past the flapper.",
        substeps: ["Add a few drops of food colouring to the tank water", "Do not flush for 10 minutes", "Look in the bowl: any colour means a leak", "Flush afterwards to clear the colour"],
        estimatedTime: 12,
        media: {
          images: [toiletPicture("Dye goes in the tank; if it shows in the bowl, the flapper leaks.")],
          primaryImage: 0,
          overlays: [
            { type: "arrow", position: toilet.tankWater, direction: "down", label: "Drops in the tank", color: GUIDE_COLOURS.point },
            { type: "circle", position: toilet.bowlWater, label: "Colour here means a leak", color: GUIDE_COLOURS.danger },
          ],
        },
      },
      {
        id: "inspect-toilets-leaks-base",
        type: "main",
        title: "Check the base and the supply",
        description: "Check the toilet is firm on the floor and the supply connection is dry.",
        substeps: ["Rock the toilet gently: it should not move", "Look for water or stains around the base", "Check the supply line and shut-off valve for drips", "Feel under the tank for damp at its bolts"],
        estimatedTime: 6,
        media: {
          images: [toiletPicture("Bolts under the caps hold the toilet to the floor; the shut-off valve is behind it.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: toilet.boltCap, label: "Base bolts", color: GUIDE_COLOURS.point },
            { type: "circle", position: toilet.shutoff, label: "Shut-off valve", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "inspect-toilets-leaks-done",
        type: "completion",
        title: "Deal with what you found",
        description: "A leaking flapper is an inexpensive part you can replace; a rocking toilet or water at the base needs a plumber.",
        substeps: [
          "Close the shut-off valve and flush to empty the tank before any repair",
          "Replace a leaking flapper with one that matches",
          "Adjust the chain so it has a little slack",
          "Call a plumber for a rocking toilet or water at the base",
        ],
        estimatedTime: 5,
        media: {
          images: [toiletPicture("The chain runs from the handle's lever to the flapper.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: toilet.flapper, label: "Flapper", color: GUIDE_COLOURS.point },
            { type: "circle", position: toilet.chain, label: "A little slack", color: GUIDE_COLOURS.point },
          ],
        },
      },
    ],
  }),
  defineEntry({
    id: "well-test-water",
    name: "Have the well water tested",
    appliance: "Private well",
    applianceIds: ["private_well"],
    category: "Plumbing Systems",
    estimatedTime: 30,
    difficulty: "Easy",
    diyCost: 60,
    proCost: 200,
    requiredTools: ["The sample bottles and form from a state-certified laboratory", "A cool box or fridge space, to keep the sample cold"],
    safetyWarnings: [
      "Coliform bacteria found: drink and cook with bottled or boiled water until the well is disinfected and a new test is clear",
      "Do not open the well cap to take a sample: take it from a tap",
    ],
    description:
      "Nobody tests a private well's water but its owner. The CDC and the National Ground Water Association advise testing it every year for total coliform bacteria, nitrate, total dissolved solids and pH, and again after a flood, a repair to the well, or a change in the water's taste, smell or colour.",
    frequency: "annually",
    steps: [
      {
        id: "well-test-water-prep",
        type: "preparation",
        title: "Get sample bottles from a certified laboratory",
        description: "Your local health department can name state-certified laboratories. Ask for the yearly tests, and for anything your area is known for.",
        substeps: [
          "Find a state-certified laboratory through the local health department",
          "Ask for total coliform bacteria, nitrate, total dissolved solids and pH",
          "Ask the health department what else is tested for locally (arsenic, for example)",
          "Check how soon the sample must reach the laboratory",
        ],
        estimatedTime: 10,
        media: { images: [], primaryImage: 0 },
      },
      {
        id: "well-test-water-sample",
        type: "main",
        title: "Take the sample",
        description: "Take it from a cold-water tap indoors that is used every day, as the laboratory's instructions say. Keep your fingers out of the bottle and its cap.",
        substeps: [
          "Unscrew the tap's aerator",
          "Run the cold water for a few minutes",
          "Fill the bottle to its line without touching the inside of the bottle or the cap",
          "Close it, label it, and keep it cold",
        ],
        estimatedTime: 10,
        media: {
          images: [aeratorPicture("Take the aerator off before sampling.")],
          primaryImage: 0,
        },
      },
      {
        id: "well-test-water-done",
        type: "completion",
        title: "Deliver it and read the results",
        description: "Get the sample to the laboratory in the time it gave. The report compares each result with the drinking-water limit; ask the health department about any result over it.",
        substeps: [
          "Deliver the sample in the time the laboratory gave",
          "Coliform found: disinfect the well and test again",
          "Nitrate over the limit: do not give the water to babies; ask about treatment",
          "Keep each year's report, to see changes",
        ],
        estimatedTime: 10,
        media: { images: [], primaryImage: 0 },
      },
    ],
    sources: [
      { publisher: "CDC", title: "Well FAQ (Private Ground Water Wells)", year: 2026, url: "https://www.cdc.gov/healthywater/drinking/private/wells/faq.html" },
      { publisher: "National Ground Water Association", title: "Schedule Your Annual Water Well Checkup", year: 2026 },
    ],
  }),
  defineEntry({
    id: "well-inspect-wellhead",
    name: "Inspect the wellhead",
    appliance: "Private well",
    applianceIds: ["private_well"],
    category: "Plumbing Systems",
    estimatedTime: 15,
    difficulty: "Easy",
    diyCost: 0,
    proCost: 250,
    requiredTools: ["A torch"],
    safetyWarnings: [
      "Do not open the well cap: the pump's wiring inside is live, and an open well lets dirt and insects in",
      "Leave repairs to the cap, the casing or the pump to a licensed well contractor",
    ],
    description:
      "The wellhead keeps surface water, insects and chemicals out of the well. The National Ground Water Association advises a yearly check that the cap is sealed, the casing sound and the ground sloping away, with a licensed contractor checking the pump, the pressure tank and the flow.",
    frequency: "annually",
    steps: [
      {
        id: "well-inspect-wellhead-prep",
        type: "preparation",
        title: "Clear around the wellhead",
        description: "Nothing that could soak into the ground belongs near the well.",
        substeps: [
          "Move any fuel, paint, fertiliser or pesticide away from the well",
          "Keep mowers and vehicles from knocking the casing",
        ],
        estimatedTime: 3,
        media: {
          images: [{ filename: "guides/wellhead.webp", alt: "A well casing standing above a concrete pad, with a bolted sanitary cap and a screened vent on top, an electrical conduit down the side, and the ground sloping away on both sides", caption: "The wellhead: casing, cap and the ground around it." }],
          primaryImage: 0,
        },
      },
      {
        id: "well-inspect-wellhead-cap",
        type: "main",
        title: "Check the cap and the casing",
        description: "The cap must sit tight on the casing, its bolts in place and its vent screened; the casing must stand well above the ground without cracks or holes.",
        substeps: [
          "Cap in place, bolts tight, no gaps under it",
          "Vent screen whole, with no insects or nests",
          "Casing without cracks, holes or dents",
          "Conduit for the pump's wires firmly attached",
        ],
        estimatedTime: 6,
        media: {
          images: [{ filename: "guides/wellhead.webp", alt: "A well casing standing above a concrete pad, with a bolted sanitary cap and a screened vent on top, an electrical conduit down the side, and the ground sloping away on both sides", caption: "Cap tight, vent screened, casing sound." }],
          primaryImage: 0,
          overlays: [
            { type: "arrow", position: { x: 60, y: 30.7 }, direction: "left", label: "Well cap", color: GUIDE_COLOURS.point },
            { type: "arrow", position: { x: 40, y: 22 }, direction: "right", label: "Vent screen", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 50, y: 55 }, label: "Casing", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "well-inspect-wellhead-ground",
        type: "main",
        title: "Check the ground around it",
        description: "Rain must run away from the casing, never pool against it.",
        substeps: ["Ground slopes away from the casing on every side", "No puddles, holes or settling by the casing", "Concrete pad, if any, without cracks"],
        estimatedTime: 3,
        media: {
          images: [{ filename: "guides/wellhead.webp", alt: "A well casing standing above a concrete pad, with a bolted sanitary cap and a screened vent on top, an electrical conduit down the side, and the ground sloping away on both sides", caption: "Water must run away from the well." }],
          primaryImage: 0,
          overlays: [{ type: "arrow", position: { x: 21.9, y: 80.8 }, direction: "left", label: "Slopes away", color: GUIDE_COLOURS.turn }],
        },
      },
      {
        id: "well-inspect-wellhead-done",
        type: "completion",
        title: "Book the yearly well checkup",
        description: "A licensed well contractor tests the flow, the pump and the pressure tank and fixes what you found. Test the water again after any repair.",
        substeps: ["Note anything you found", "Book a licensed well contractor's checkup", "After a repair, have the water tested again"],
        estimatedTime: 3,
        media: { images: [], primaryImage: 0 },
      },
    ],
    sources: [
      { publisher: "National Ground Water Association", title: "Schedule Your Annual Water Well Checkup", year: 2026 },
      { publisher: "National Ground Water Association", title: "Best Suggested Practice: Water Well Systems Inspection", year: 2011 },
    ],
  }),
  defineEntry({
    id: "find-water-shut-off-valve",
    name: "Find and label the main water shut-off valve",
    appliance: "Whole home",
    applianceIds: ["whole_home"],
    category: "Plumbing Systems",
    estimatedTime: 10,
    difficulty: "Easy",
    diyCost: 0,
    proCost: 0,
    requiredTools: ["A flashlight", "A tag or a strip of tape and a marker", "A phone, to photograph where it is"],
    safetyWarnings: [
      "Do not force a valve that will not turn: an old valve can break; ask a plumber to free or replace it",
      "If the valve is in the street or in a meter box, it may belong to the water utility: ask it before you turn it",
    ],
    description:
      "When a pipe bursts or a fitting gives way, every minute the water runs soaks floors, walls and ceilings. The American Red Cross advises everyone in the household to know where the main water shut-off valve is and how to close it. Find it now, while nothing is leaking, and label it so anyone can close it in a hurry.",
    frequency: "annually",
    steps: [
      {
        id: "find-water-shut-off-valve-prep",
        type: "preparation",
        title: "Look where the water comes in",
        description: "The main valve is where the water pipe enters the home: often in the basement or crawl space on the street side, near the water heater, in a utility closet, or outside by the meter.",
        substeps: [
          "Check the wall that faces the street, low down",
          "Look near the water meter and the water heater",
          "In a flat or a condo, ask the building manager where your unit's valve is",
        ],
        estimatedTime: 3,
        media: { images: [], primaryImage: 0 },
      },
      {
        id: "find-water-shut-off-valve-label",
        type: "main",
        title: "Check it turns and label it",
        description: "A round wheel turns clockwise to close; a lever closes when it is turned across the pipe. Turn it a little and back, then tag it.",
        substeps: [
          "Turn the wheel or lever a quarter of the way and back",
          "Tie or tape a label on it: 'Main water shut-off'",
          "Clear anything stored in front of it",
        ],
        estimatedTime: 5,
        warning: "Do not force a stiff valve; leave it open and call a plumber.",
        media: { images: [], primaryImage: 0 },
      },
      {
        id: "find-water-shut-off-valve-done",
        type: "completion",
        title: "Show the household",
        description: "Photograph the valve and where it is, and show everyone who lives there how to close it.",
        substeps: ["Photograph the valve and the way to it", "Show everyone in the household how to close it"],
        estimatedTime: 2,
        media: { images: [], primaryImage: 0 },
      },
    ],
    sources: [AMERICAN_RED_CROSS_WINTER_STORM_SAFETY],
  }),
];
