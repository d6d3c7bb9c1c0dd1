import type { CatalogTask } from "../../contract/catalog.ts";
import { defineEntry, GUIDE_COLOURS } from "../define-entry.ts";
import { CPSC_GARAGE_DOOR_OPERATORS } from "../sources.ts";

const garageDoorImage = {
  filename: "guides/garage-door.webp",
  alt: "A sectional garage door seen from inside the garage: tracks and rollers on both sides, a torsion spring on a shaft above the door, the opener motor on the ceiling with its rail and red release handle, two safety sensors near the floor joined by a dashed beam, a wall button, and a 2×4 board lying flat in the doorway",
  caption: "The safety sensors sit low on the tracks; the spring above the door holds its weight.",
};

export const garageEntries: readonly CatalogTask[] = [
  defineEntry({
    id: "test-garage-door-reverse",
    name: "Test the garage door's automatic reverse",
    appliance: "Garage door opener",
    applianceIds: ["garage_door"],
    category: "Garage Systems",
    estimatedTime: 10,
    difficulty: "Easy",
    diyCost: 0,
    proCost: 100,
    requiredTools: ["A piece of 2×4 lumber", "A roll of paper towels or a broom", "A soft cloth for the sensor lenses"],
    safetyWarnings: [
      "Keep children, pets and yourself out of the door's path while it moves",
      "Never test the door with a hand, foot or body: use the board",
      "If the door fails either test, stop using the opener until it is adjusted or repaired",
      "Do not touch the springs, lift cables or bottom brackets: they are under high tension",
    ],
    description:
      "A closing garage door is heavy enough to trap and seriously injure a child or pet. Openers made since 1993 must reverse when they meet an obstruction, and the U.S. Consumer Product Safety Commission recommends testing that reverse every month. The test takes minutes and needs only a piece of lumber.",
    frequency: "monthly",
    sources: [CPSC_GARAGE_DOOR_OPERATORS],
    steps: [
      {
        id: "test-garage-door-reverse-prep",
        type: "preparation",
        title: "Clear the doorway and lay the board",
        description: "Open the door fully, clear the doorway and lay a 2×4 flat on the floor in the middle of the door's path.",
        substeps: ["Open the door fully", "Move the car and anything else out of the doorway", "Send children and pets out of the garage", "Lay the 2×4 flat, wide face down, centred under the door"],
        estimatedTime: 2,
        media: {
          images: [garageDoorImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 50, y: 93 }, label: "2×4 laid flat in the middle", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "test-garage-door-reverse-force",
        type: "main",
        title: "Close the door onto the board",
        description:
          "Press the wall button to close the door. When its bottom edge touches the board, the door should stop and go back up within a couple of seconds. A door that stops on the board, or pushes down on it, fails.",
        substeps: ["Stand by the wall button, clear of the door", "Press the button to close the door", "Watch the bottom edge meet the board", "Check the door reverses and opens again", "Take the board away"],
        estimatedTime: 3,
        warning: "If the door keeps pushing down on the board, press the wall button again to stop it.",
        media: {
          images: [garageDoorImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 50, y: 93 }, label: "The door must reverse on contact", color: GUIDE_COLOURS.danger },
            { type: "arrow", position: { x: 93, y: 55 }, direction: "left", label: "Wall button: press again to stop", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "test-garage-door-reverse-sensors",
        type: "main",
        title: "Test the safety sensors",
        description:
          "The two sensors near the floor send an invisible beam across the doorway. Breaking the beam while the door closes must send it back up; with the beam blocked, the door should not close at all.",
        substeps: ["Check both sensor lights are lit and steady", "Start closing the door", "Roll the paper towels through the beam at sensor height", "Check the door stops and reopens", "Wipe both lenses with a soft cloth"],
        estimatedTime: 3,
        warning: "Move the object through the beam from the side: never reach or step under a moving door.",
        media: {
          images: [garageDoorImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 14, y: 85 }, label: "Sending sensor", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 86, y: 85 }, label: "Receiving sensor", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "test-garage-door-reverse-done",
        type: "completion",
        title: "Deal with a failed test",
        description:
          "A blinking or unlit sensor light usually means the sensors are knocked out of line or their lenses are dirty. If the door still fails, unplug the opener and have it adjusted before using it again.",
        substeps: ["Realign the sensors until both lights are steady", "Test again", "If it still fails, unplug the opener", "Call a garage door technician"],
        estimatedTime: 2,
        warning: "Adjust the opener's force or travel settings only as its manual describes; never adjust the springs or cables.",
        media: {
          images: [garageDoorImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 50, y: 10 }, label: "Unplug the opener until repaired", color: GUIDE_COLOURS.danger }],
        },
      },
    ],
  }),
  defineEntry({
    id: "lubricate-garage-door",
    name: "Lubricate the garage door's moving parts",
    appliance: "Garage door and opener",
    applianceIds: ["garage_door"],
    category: "Garage Systems",
    estimatedTime: 30,
    difficulty: "Easy",
    diyCost: 10,
    proCost: 100,
    requiredTools: ["Garage door lubricant spray (white lithium grease or silicone)", "Clean rags", "Household cleaner", "A sturdy step ladder"],
    safetyWarnings: [
      "Unplug the opener before working near the door or the rail",
      "Never loosen or adjust the torsion spring, lift cables or bottom brackets: they hold the door's weight under enough tension to cause serious injury",
      "Keep the door fully closed while you work on the hinges, rollers and spring",
      "Use a stable step ladder and keep one hand free",
    ],
    description:
      "Hinges, rollers and springs that run dry wear faster, squeal and make the opener strain. Door makers commonly recommend a light coat of lubricant on the moving metal parts about twice a year. The springs and cables carry the door's full weight under high tension, so this job only sprays them and never adjusts them.",
    frequency: "semi-annually",
    steps: [
      {
        id: "lubricate-garage-door-prep",
        type: "preparation",
        title: "Close the door and unplug the opener",
        description: "Close the door fully, then unplug the opener so nobody can start it while your hands are near the moving parts.",
        substeps: ["Close the door fully", "Unplug the opener from its ceiling outlet", "Set the step ladder on a dry, level floor"],
        estimatedTime: 3,
        media: {
          images: [garageDoorImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 50, y: 10 }, label: "Unplug the opener", color: GUIDE_COLOURS.danger }],
        },
      },
      {
        id: "lubricate-garage-door-tracks",
        type: "main",
        title: "Wipe the tracks clean",
        description: "Wipe the inside of both tracks with a rag and household cleaner. Tracks stay dry: grease in them collects dirt and makes the rollers skid.",
        substeps: ["Spray cleaner on a rag", "Wipe the inside of each track from top to bottom", "Check for dents or loose track bolts", "Do not grease the tracks"],
        estimatedTime: 5,
        media: {
          images: [garageDoorImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 17, y: 63 }, label: "Track: clean and dry", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "lubricate-garage-door-hinges",
        type: "main",
        title: "Lubricate the hinges and rollers",
        description: "Give each hinge pivot and each roller's bearing a short burst of spray, then wipe off the drips.",
        substeps: ["Spray each hinge where it pivots", "Spray the bearing in the centre of each roller", "Skip the wheel of a nylon roller: spray only its bearing", "Wipe off any drips"],
        estimatedTime: 8,
        media: {
          images: [garageDoorImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 34, y: 49 }, label: "Hinge pivot", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 17, y: 56 }, label: "Roller bearing", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "lubricate-garage-door-spring",
        type: "main",
        title: "Spray the spring without touching it",
        description:
          "From the ladder, spray a light coat along the spring's coils and on the bearings at each end of its shaft. This quiets the spring and slows rust. Look for a gap in the coils: a broken spring needs a technician.",
        substeps: ["Stand to one side of the spring, never under it", "Spray a light coat along the coils", "Spray the bearings at the shaft ends", "Look for a gap in the coils or frayed cables"],
        estimatedTime: 4,
        warning: "Do not touch the spring, its winding cone, the cables or the bottom brackets. A broken spring or frayed cable is a job for a technician.",
        media: {
          images: [garageDoorImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 43, y: 30 }, label: "Torsion spring: spray, never adjust", color: GUIDE_COLOURS.danger },
            { type: "circle", position: { x: 23, y: 88 }, label: "Bottom bracket and cable: hands off", color: GUIDE_COLOURS.danger },
          ],
        },
      },
      {
        id: "lubricate-garage-door-opener",
        type: "main",
        title: "Treat the opener rail as its manual says",
        description:
          "A chain-drive opener takes a light coat on the chain and rail; a screw drive takes the grease its maker names. A belt drive needs no lubricant at all.",
        substeps: ["Check which drive your opener has", "Chain drive: a light coat on the chain and rail", "Screw drive: the grease named in the manual", "Belt drive: leave it dry"],
        estimatedTime: 5,
        media: {
          images: [garageDoorImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 50, y: 22 }, label: "Opener rail", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "lubricate-garage-door-done",
        type: "completion",
        title: "Check the balance and run the door",
        description:
          "With the door closed, pull the release handle and lift the door by hand to about halfway. A balanced door stays put; one that drops or rises needs its spring adjusted by a technician. Close it, plug the opener back in and run the door a few times to spread the lubricant.",
        substeps: ["Pull the release handle, door closed", "Lift the door by hand to halfway and let go", "Lower it and plug the opener back in", "Run the door up and down twice: the opener reconnects on its own", "Wipe off any drips"],
        estimatedTime: 5,
        warning: "Pull the release handle only when the door is fully closed: with a weak or broken spring, an open door can fall.",
        media: {
          images: [garageDoorImage],
          primaryImage: 0,
          overlays: [
            { type: "arrow", position: { x: 54, y: 34 }, direction: "down", label: "Release handle: pull only with the door closed", color: GUIDE_COLOURS.danger },
            { type: "circle", position: { x: 93, y: 55 }, label: "Run the door from the wall button", color: GUIDE_COLOURS.point },
          ],
        },
      },
    ],
  }),
];
