import type { CatalogTask, StepImage } from "../../contract/catalog.ts";
import { defineEntry, GUIDE_COLOURS } from "../define-entry.ts";

function tankPicture(caption: string): StepImage {
  return {
    filename: "guides/water-heater-tank.webp",
    alt: "A gas tank water heater: the cold-water shut-off valve on the inlet pipe, the anode rod's hex head on top of the tank, the relief valve with its lever and a discharge pipe down to a bucket, the gas control knob and gas valve, and a garden hose from the drain valve to a floor drain",
    caption,
  };
}

function tanklessPicture(caption: string): StepImage {
  return {
    filename: "guides/tankless-water-heater.webp",
    alt: "A wall-mounted tankless water heater plugged into a wall socket, with the cold and hot isolation valves and their service ports below it, the gas valve between them, and a bucket holding a small pump with one hose to each service port",
    caption,
  };
}

/** Where the parts sit on the drawings, as percentages of the 800 × 600 drawing. */
const tank = {
  coldValve: { x: 47.5, y: 11.7 },
  anodeHead: { x: 50, y: 18 },
  anodeRod: { x: 50, y: 45 },
  reliefValve: { x: 70, y: 28.3 },
  reliefLever: { x: 73, y: 24 },
  dischargeEnd: { x: 75, y: 84 },
  gasControl: { x: 50, y: 70.8 },
  drainValve: { x: 38.75, y: 83.8 },
  floorDrain: { x: 13.75, y: 95.8 },
} as const;

const tankless = {
  socket: { x: 78.1, y: 36.7 },
  coldValve: { x: 37.5, y: 62.7 },
  hotValve: { x: 62.5, y: 62.7 },
  coldPort: { x: 31.6, y: 68.3 },
  hotPort: { x: 68.4, y: 68.3 },
  gasValve: { x: 50, y: 62.7 },
  inletFilter: { x: 37.5, y: 50.7 },
  pump: { x: 43.75, y: 91.2 },
  returnHose: { x: 73.4, y: 78 },
} as const;

const gasAndPowerOff =
  "Turn the gas control to PILOT or OFF, or switch off the breaker of an electric heater; an electric heater must stay off until the tank is full again, because elements heating an empty tank burn out in seconds";
const gasSmell = "If you smell gas, do not touch any switch: leave the house and call the gas company from outside";

export const waterHeaterEntries: readonly CatalogTask[] = [
  defineEntry({
    id: "water-heater-test-valve",
    name: "Test the water heater's relief valve",
    appliance: "Water heater (tank)",
    applianceIds: ["water_heater"],
    category: "Utilities Appliances",
    estimatedTime: 15,
    difficulty: "Easy",
    diyCost: 0,
    proCost: 100,
    requiredTools: ["A bucket, if the discharge pipe does not end over a floor drain", "Work gloves", "Flashlight"],
    safetyWarnings: [
      "The water that comes out is as hot as the tank, hot enough to scald: keep hands, feet, children and pets away from the discharge pipe",
      "Never cap, plug or shorten the discharge pipe: it must stay open to carry a release safely to the floor",
      "A relief valve that lets no water out, or keeps dripping afterwards, must be replaced by a plumber before the heater is relied on",
    ],
    description:
      "The temperature and pressure relief valve opens when the water in the tank gets too hot or the pressure too high, and it is what stops a faulty tank from bursting. Mineral deposits can seal it shut if it never moves, so valve makers advise lifting its lever about once a year to check that it opens and closes.",
    frequency: "annually",
    steps: [
      {
        id: "water-heater-test-valve-prep",
        type: "preparation",
        title: "Check the discharge pipe and clear the area",
        description: "Follow the pipe from the relief valve down to its open end: it should stop a few inches above the floor, over a floor drain or a bucket.",
        substeps: [
          "Find the relief valve on the top or upper side of the tank",
          "Follow its discharge pipe down to the open end",
          "Set a bucket under the end if there is no floor drain",
          "Put on gloves and keep children and pets away",
        ],
        estimatedTime: 3,
        media: {
          images: [tankPicture("The relief valve sits high on the tank; its pipe leads the water down to the floor.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: tank.reliefValve, label: "Relief valve", color: GUIDE_COLOURS.point },
            { type: "circle", position: tank.dischargeEnd, label: "Pipe ends over a bucket", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "water-heater-test-valve-lift",
        type: "main",
        title: "Lift the lever and let water flow",
        description: "Lift the lever partway for a few seconds so water rushes out of the discharge pipe, then let it snap back. Doing it two or three times flushes grit off the valve seat.",
        substeps: [
          "Stand to the side, away from the pipe's open end",
          "Lift the lever gently partway up",
          "Hold it for about 5 seconds while water flows out",
          "Let the lever snap back down",
          "Repeat twice more",
        ],
        estimatedTime: 5,
        warning: "The water leaving the pipe is scalding hot. Never put a hand under the pipe.",
        media: {
          images: [tankPicture("Lift the lever on top of the valve; the water comes out at the bottom of the pipe.")],
          primaryImage: 0,
          overlays: [
            { type: "arrow", position: tank.reliefLever, direction: "up", label: "Lift the lever", color: GUIDE_COLOURS.turn },
            { type: "circle", position: tank.dischargeEnd, label: "Scalding water comes out here", color: GUIDE_COLOURS.danger },
          ],
        },
      },
      {
        id: "water-heater-test-valve-done",
        type: "completion",
        title: "Check that the valve closes",
        description: "Watch the end of the pipe for a few minutes: it should stop dripping. If it keeps dripping, or no water came out at all, the valve needs replacing.",
        substeps: [
          "Watch the pipe's end for about 5 minutes",
          "Lift and release the lever once more if it still drips",
          "Call a plumber if it keeps dripping or released no water",
          "Empty the bucket once the water has cooled",
        ],
        estimatedTime: 7,
        media: {
          images: [tankPicture("Once the lever is down, the pipe should stop dripping within a few minutes.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: tank.dischargeEnd, label: "Should stop dripping", color: GUIDE_COLOURS.point }],
        },
      },
    ],
  }),
  defineEntry({
    id: "water-heater-flush",
    name: "Flush sediment from the water heater",
    appliance: "Water heater (tank)",
    applianceIds: ["water_heater"],
    category: "Utilities Appliances",
    estimatedTime: 70,
    difficulty: "Moderate",
    diyCost: 0,
    proCost: 150,
    requiredTools: [
      "A garden hose long enough to reach a floor drain or outside",
      "Flat screwdriver, for drain valves with a slotted stem",
      "Bucket",
      "Work gloves",
    ],
    safetyWarnings: [
      "Drained water can be hot enough to scald: switch the heater off a few hours ahead so it cools, and handle the hose with gloves",
      gasAndPowerOff,
      "Plastic drain valves are fragile: open and close them by hand, without force",
      gasSmell,
    ],
    description:
      "Minerals in the water settle at the bottom of the tank as sediment. It insulates the water from the burner or elements, so the heater uses more energy, rumbles and wears out sooner. The U.S. Department of Energy lists draining water from the tank to remove sediment among the basic upkeep of a storage water heater.",
    frequency: "annually",
    steps: [
      {
        id: "water-heater-flush-prep",
        type: "preparation",
        title: "Turn off the heat and the cold water",
        description: "Turn the gas control to PILOT or OFF, or switch off the heater's breaker if it is electric, then close the cold-water valve above the tank. Doing this a few hours ahead lets the water cool.",
        substeps: [
          "Gas: turn the control knob to PILOT or OFF",
          "Electric: switch off the water heater's breaker",
          "Close the cold-water shut-off valve on the inlet pipe",
          "Open a hot tap somewhere in the house to let air in",
        ],
        estimatedTime: 10,
        warning: "An electric heater must stay off until the tank is full again: elements heating an empty tank burn out in seconds.",
        media: {
          images: [tankPicture("The gas control is on the front of the tank; the cold-water valve is on the inlet pipe above it.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: tank.gasControl, label: "Gas control to PILOT", color: GUIDE_COLOURS.turn },
            { type: "rotation", position: tank.coldValve, direction: "clockwise", label: "Close the cold-water valve", color: GUIDE_COLOURS.turn },
          ],
        },
      },
      {
        id: "water-heater-flush-drain",
        type: "main",
        title: "Drain the tank through a hose",
        description: "Screw a garden hose onto the drain valve and lead it downhill to a floor drain or outside. Open the drain valve and let the tank empty; the first water comes out cloudy with sediment.",
        substeps: [
          "Screw a garden hose onto the drain valve",
          "Run the hose to a floor drain or outside, downhill all the way",
          "Open the drain valve",
          "Let the water run until the tank is empty",
        ],
        estimatedTime: 30,
        warning: "The water can still be hot enough to scald. Weigh the hose end down so it cannot whip about.",
        media: {
          images: [tankPicture("The drain valve is near the bottom of the tank; the hose carries the water to the floor drain.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: tank.drainValve, label: "Drain valve", color: GUIDE_COLOURS.point },
            { type: "arrow", position: tank.floorDrain, direction: "down", label: "Hose to the floor drain", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "water-heater-flush-stir",
        type: "main",
        title: "Stir up and flush the sediment",
        description: "With the drain still open, open the cold-water valve for a minute at a time: the incoming water stirs the sediment up and carries it out. Repeat until the hose runs clear.",
        substeps: [
          "Leave the drain valve open",
          "Open the cold-water valve for about a minute",
          "Close it and let the tank drain again",
          "Repeat until the water from the hose runs clear",
          "Close the drain valve",
        ],
        estimatedTime: 15,
        media: {
          images: [tankPicture("Bursts of cold water through the inlet stir the sediment towards the drain valve.")],
          primaryImage: 0,
          overlays: [
            { type: "rotation", position: tank.coldValve, direction: "counterclockwise", label: "Open the cold supply in bursts", color: GUIDE_COLOURS.turn },
            { type: "circle", position: tank.drainValve, label: "Drain valve stays open", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "water-heater-flush-done",
        type: "completion",
        title: "Refill before turning the heat back on",
        description: "Remove the hose and open the cold-water valve fully. When the hot tap you opened runs steadily without spitting air, the tank is full: only then turn the gas back on or switch the breaker on.",
        substeps: [
          "Remove the hose and check the drain valve does not drip",
          "Open the cold-water valve fully",
          "When the open hot tap runs steadily, close it",
          "Turn the gas control back to ON (relight the pilot as its label says) or switch the breaker on",
          "Check for hot water after about an hour",
        ],
        estimatedTime: 15,
        media: {
          images: [tankPicture("Refill the tank completely before the burner or elements come back on.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: tank.drainValve, label: "Check for drips", color: GUIDE_COLOURS.point },
            { type: "circle", position: tank.gasControl, label: "Back to ON once full", color: GUIDE_COLOURS.turn },
          ],
        },
      },
    ],
  }),
  defineEntry({
    id: "water-heater-check-anode",
    name: "Check the water heater's anode rod",
    appliance: "Water heater (tank)",
    applianceIds: ["water_heater"],
    category: "Utilities Appliances",
    estimatedTime: 70,
    difficulty: "Moderate",
    diyCost: 40,
    proCost: 200,
    requiredTools: [
      "A socket for the anode's hex head (usually 1-1/16 inch) and a breaker bar",
      "Thread sealant tape",
      "A replacement anode rod your heater's maker approves (a segmented, flexible rod fits under a low ceiling)",
      "Garden hose and bucket",
      "Work gloves",
    ],
    safetyWarnings: [
      gasAndPowerOff,
      "Water in the tank can be hot enough to scald: let it cool before draining",
      "A stuck anode takes a lot of force: hold the tank steady so it does not twist and strain its pipes, and call a plumber rather than forcing it",
      gasSmell,
    ],
    description:
      "The anode rod is a metal rod that corrodes in place of the steel tank; once it is used up, the tank itself starts to rust from the inside. How fast it wears depends on the water, so checking it every couple of years and replacing it when it is worn is one of the surest ways to make a tank water heater last.",
    frequency: "every 2 years",
    steps: [
      {
        id: "water-heater-check-anode-prep",
        type: "preparation",
        title: "Turn off the heat and lower the water level",
        description: "Turn off the gas or power and the cold water, then drain a few gallons so the water is below the top of the tank when the rod comes out.",
        substeps: [
          "Turn the gas control to PILOT or OFF, or switch off the breaker",
          "Close the cold-water shut-off valve",
          "Open a hot tap in the house",
          "Drain a few gallons from the drain valve through a hose",
        ],
        estimatedTime: 20,
        warning: "An electric heater must stay off until the tank is full again.",
        media: {
          images: [tankPicture("Heat off, cold water off, and a few gallons out through the drain valve.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: tank.gasControl, label: "Gas control to PILOT", color: GUIDE_COLOURS.turn },
            { type: "rotation", position: tank.coldValve, direction: "clockwise", label: "Close the cold-water valve", color: GUIDE_COLOURS.turn },
            { type: "circle", position: tank.drainValve, label: "Drain a few gallons", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "water-heater-check-anode-remove",
        type: "main",
        title: "Unscrew the anode rod",
        description: "The anode's hex head is on top of the tank, sometimes under a plastic cap or a layer of insulation. Loosen it counterclockwise with the socket and breaker bar, then lift the rod out.",
        substeps: [
          "Pry off any cap or insulation over the hex head",
          "Fit the socket and breaker bar",
          "Turn counterclockwise; a sharp push often frees it",
          "Unscrew it by hand and lift the rod straight out",
        ],
        estimatedTime: 20,
        warning: "Brace the tank while you push on the bar. If the rod will not move, stop and call a plumber.",
        media: {
          images: [tankPicture("The anode's hex head is on top of the tank, between the hot and cold pipes.")],
          primaryImage: 0,
          overlays: [
            { type: "rotation", position: tank.anodeHead, direction: "counterclockwise", label: "Loosen counterclockwise", color: GUIDE_COLOURS.turn },
          ],
        },
      },
      {
        id: "water-heater-check-anode-inspect",
        type: "main",
        title: "Judge how worn it is",
        description: "Replace the rod if its steel core wire shows along more than about 6 inches, if it is worn down to about half an inch thick, or if it is caked in scale. A rod that is still mostly whole can go back in.",
        substeps: [
          "Wipe a section clean to see the metal",
          "Look for bare core wire along the rod",
          "Check its thickness at the most worn spots",
          "Decide: put it back, or fit the new rod",
        ],
        estimatedTime: 10,
        media: {
          images: [tankPicture("The rod hangs from the hex head almost to the bottom of the tank.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: tank.anodeRod, label: "Anode rod", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "water-heater-check-anode-done",
        type: "completion",
        title: "Refit, refill and turn the heat back on",
        description: "Seal the threads, screw the rod in firmly, then refill the tank completely before the heat goes back on.",
        substeps: [
          "Wrap the threads with 3 or 4 turns of sealant tape",
          "Screw the rod in and tighten it firmly",
          "Close the drain valve and open the cold-water valve",
          "When the hot tap runs without air, close it and check the hex head for leaks",
          "Turn the gas back on or switch the breaker on",
        ],
        estimatedTime: 20,
        media: {
          images: [tankPicture("Tighten the rod, refill through the cold inlet, then restore the heat.")],
          primaryImage: 0,
          overlays: [
            { type: "rotation", position: tank.anodeHead, direction: "clockwise", label: "Tighten clockwise", color: GUIDE_COLOURS.turn },
            { type: "rotation", position: tank.coldValve, direction: "counterclockwise", label: "Open the cold-water valve", color: GUIDE_COLOURS.turn },
          ],
        },
      },
    ],
  }),
  defineEntry({
    id: "tankless-water-heater-descale",
    name: "Descale the tankless water heater",
    appliance: "Tankless water heater",
    applianceIds: ["water_heater_tankless"],
    category: "Utilities Appliances",
    estimatedTime: 95,
    difficulty: "Moderate",
    diyCost: 20,
    proCost: 200,
    requiredTools: [
      "A 5-gallon bucket",
      "A small submersible pump",
      "Two hoses with fittings for the service ports (sold together with the pump as a flush kit)",
      "About 4 gallons of undiluted white vinegar, or the descaler your heater's manual names",
      "Work gloves and safety glasses",
    ],
    safetyWarnings: [
      "Switch off the heater's power and close its gas valve before opening any service port",
      "Water in the heater and pipes can be hot: let it cool for a few minutes after switching off",
      "Close both isolation valves before opening a service port, or mains pressure will spray out",
      gasSmell,
    ],
    description:
      "Hard water leaves scale in a tankless heater's heat exchanger, which cuts the hot-water flow, makes the heater work harder and can stop it with an error code. Manufacturers call for flushing the heat exchanger with a descaling solution, typically once a year and more often with hard water; follow the times your manual gives.",
    frequency: "annually",
    steps: [
      {
        id: "tankless-water-heater-descale-prep",
        type: "preparation",
        title: "Shut off power, gas and water",
        description: "Unplug the heater or switch off its breaker, close the gas valve, then close the cold and hot isolation valves below the heater.",
        substeps: [
          "Unplug the heater or switch off its breaker",
          "Close the gas valve below the heater",
          "Close the cold and hot isolation valves",
          "Lay a towel under the service ports",
        ],
        estimatedTime: 10,
        media: {
          images: [tanklessPicture("The isolation valves sit on the cold and hot pipes under the heater, with the gas valve between them.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: tankless.socket, label: "Unplug first", color: GUIDE_COLOURS.danger },
            { type: "circle", position: tankless.gasValve, label: "Close the gas valve", color: GUIDE_COLOURS.turn },
            { type: "circle", position: tankless.coldValve, label: "Close cold", color: GUIDE_COLOURS.turn },
            { type: "circle", position: tankless.hotValve, label: "Close hot", color: GUIDE_COLOURS.turn },
          ],
        },
      },
      {
        id: "tankless-water-heater-descale-connect",
        type: "main",
        title: "Connect the pump and hoses",
        description: "Take the caps off the service ports. Run one hose from the pump to the cold-side port and a second hose from the hot-side port back into the bucket, then pour in the vinegar.",
        substeps: [
          "Unscrew the caps from both service ports",
          "Connect a hose from the pump outlet to the cold-side port",
          "Connect a hose from the hot-side port and put its end in the bucket",
          "Set the pump in the bucket and pour in the vinegar",
          "Open both service port valves",
        ],
        estimatedTime: 10,
        media: {
          images: [tanklessPicture("The solution goes in through the cold-side port and comes back out of the hot-side port.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: tankless.coldPort, label: "Cold port: pump hose", color: GUIDE_COLOURS.point },
            { type: "circle", position: tankless.hotPort, label: "Hot port: return hose", color: GUIDE_COLOURS.point },
            { type: "circle", position: tankless.pump, label: "Pump in the bucket", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "tankless-water-heater-descale-circulate",
        type: "main",
        title: "Circulate the descaler",
        description: "Switch the pump on and let the solution circulate through the heater for about 45 to 60 minutes, or as long as your manual says. It may foam or turn cloudy as the scale dissolves.",
        substeps: [
          "Plug the pump in and switch it on",
          "Check the return hose flows into the bucket",
          "Let it run 45–60 minutes, or your manual's time",
          "Switch the pump off and unplug it",
        ],
        estimatedTime: 55,
        media: {
          images: [tanklessPicture("The pump pushes the solution through the heat exchanger and back into the bucket.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: tankless.pump, label: "Pump running", color: GUIDE_COLOURS.point },
            { type: "arrow", position: tankless.returnHose, direction: "down", label: "Solution returns to the bucket", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "tankless-water-heater-descale-rinse",
        type: "main",
        title: "Rinse with clean water",
        description: "Empty the bucket, close the cold-side port, and open the cold isolation valve so fresh water flushes the vinegar out through the hot-side hose for about 5 minutes.",
        substeps: [
          "Pour the used vinegar down a drain",
          "Remove the pump hose and close the cold-side port",
          "Keep the hot-side hose running into the empty bucket",
          "Open the cold isolation valve for about 5 minutes",
          "Close the cold isolation valve and the hot-side port",
        ],
        estimatedTime: 10,
        media: {
          images: [tanklessPicture("Fresh water from the cold supply pushes the solution out through the hot-side port.")],
          primaryImage: 0,
          overlays: [
            { type: "rotation", position: tankless.coldValve, direction: "counterclockwise", label: "Open the cold valve to rinse", color: GUIDE_COLOURS.turn },
            { type: "circle", position: tankless.hotPort, label: "Rinse water out here", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "tankless-water-heater-descale-done",
        type: "completion",
        title: "Clean the inlet filter and restart",
        description: "Cap the ports, rinse the screen of the cold-water inlet filter, then open the water, gas and power again.",
        substeps: [
          "Remove the hoses and screw the port caps back on",
          "Unscrew the cold inlet filter, rinse its screen and refit it",
          "Open the hot and cold isolation valves",
          "Open the gas valve and plug the heater back in",
          "Run a hot tap until the air is out and hot water flows",
        ],
        estimatedTime: 10,
        media: {
          images: [tanklessPicture("The inlet filter screen is where the cold pipe meets the heater.")],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: tankless.inletFilter, label: "Inlet filter", color: GUIDE_COLOURS.point },
            { type: "circle", position: tankless.socket, label: "Power back on last", color: GUIDE_COLOURS.turn },
          ],
        },
      },
    ],
  }),
  defineEntry({
    id: "water-heater-check-temperature",
    name: "Check the water heater temperature",
    appliance: "Water heater",
    applianceIds: ["water_heater"],
    category: "Utilities Appliances",
    estimatedTime: 25,
    difficulty: "Easy",
    diyCost: 10,
    proCost: 100,
    requiredTools: ["A cooking or candy thermometer that reads to at least 150 °F (66 °C)", "A cup", "A flat screwdriver, for an electric heater", "A non-contact voltage tester, for an electric heater"],
    safetyWarnings: [
      "Electric heater: switch off its breaker and check with the tester that the power is off before opening an access panel",
      "Never touch the thermostat's wires or terminals",
      "Hot water from the tap can be hotter than the dial suggests: measure it, do not guess",
    ],
    description:
      "Hot water scalds: young children and older adults are hurt most. The U.S. Consumer Product Safety Commission advises setting the water heater to 120 °F (49 °C), which also saves energy. Measure the water at a tap once a year and turn the heater down if it is hotter.",
    frequency: "annually",
    steps: [
      {
        id: "water-heater-check-temperature-measure",
        type: "preparation",
        title: "Measure the hot water at a tap",
        description: "Run the hot water at the tap nearest the heater until it is as hot as it gets, then hold the thermometer in the stream or in a cup filled from it.",
        substeps: [
          "Run the hot tap nearest the heater for two to three minutes",
          "Fill a cup and put the thermometer in it",
          "Read the temperature once it stops rising",
          "At 120 °F (49 °C) or a little under: nothing to change",
        ],
        estimatedTime: 5,
        media: { images: [], primaryImage: 0 },
      },
      {
        id: "water-heater-check-temperature-gas",
        type: "main",
        title: "Gas heater: turn the dial on the gas control",
        description: "The temperature dial is on the gas control valve near the bottom of the tank. Its marks are often words or letters (Hot, Warm, A, B, C) rather than degrees; turn it a little toward the lower setting.",
        substeps: [
          "Find the temperature dial on the gas control valve",
          "Turn it a small step toward the lower setting",
          "Note where you set it",
        ],
        estimatedTime: 3,
        media: {
          images: [tankPicture("The temperature dial is on the gas control near the bottom of the tank.")],
          primaryImage: 0,
          overlays: [{ type: "circle", position: tank.gasControl, label: "Temperature dial", color: GUIDE_COLOURS.turn }],
        },
      },
      {
        id: "water-heater-check-temperature-electric",
        type: "main",
        title: "Electric heater: set the thermostats behind the panels",
        description: "An electric tank has its thermostats behind one or two access panels on the side, each with a screw-set dial in degrees. Set both to the same temperature with the power off.",
        substeps: [
          "Switch off the heater's breaker and check the power is off with the tester",
          "Unscrew the access panel, fold back the insulation and the plastic guard",
          "Turn each thermostat's screw to 120 °F (49 °C), both the same",
          "Put back the guard, the insulation and the panel, then switch the breaker on",
        ],
        estimatedTime: 12,
        warning: "Never open an access panel with the power on: the thermostat's terminals are live at full mains voltage.",
        media: { images: [], primaryImage: 0 },
      },
      {
        id: "water-heater-check-temperature-done",
        type: "completion",
        title: "Measure again after it has reheated",
        description: "The tank takes a few hours to settle at the new setting. Measure at the same tap again and adjust in small steps until it reads about 120 °F (49 °C).",
        substeps: [
          "Wait a few hours, or until the next morning",
          "Measure at the same tap as before",
          "Still too hot: turn it down another small step",
        ],
        estimatedTime: 3,
        media: { images: [], primaryImage: 0 },
      },
    ],
    sources: [{ publisher: "U.S. Consumer Product Safety Commission", title: "Avoiding Tap Water Scalds (CPSC Document 5098)", year: 2026 }],
  }),
];
