import type { CatalogTask } from "../../contract/catalog.ts";
import { defineEntry, GUIDE_COLOURS, NOT_APPLICABLE } from "../define-entry.ts";
import { EPA_LEAD_RRP_RULE, ICC_IRC_2021 } from "../sources.ts";

const foundationImage = {
  filename: "guides/foundation-wall.webp",
  alt: "The base of a house from outside: lap siding above a concrete foundation wall, a thin vertical crack with pencil marks and a date at its ends, a longer horizontal crack, soil along the wall and a downspout whose extension runs away from the house",
  caption: "A hairline vertical crack is common; a horizontal one is a warning sign.",
};

const termiteImage = {
  filename: "guides/foundation-termite.webp",
  alt: "A cut-away of a foundation wall: soil and a pile of firewood against the house outside, the wooden sill plate and floor joist resting on the wall, and brown mud tubes climbing the wall on both the outside and the basement side",
  caption: "Termites build mud tubes from the soil up to the wood they eat.",
};

const windowWellImage = {
  filename: "guides/window-well.webp",
  alt: "A cut-away of a basement window well: a clear dome cover on top, a ribbed liner holding back the soil, leaves lying on a gravel bed with a drain grate in it, and the basement window in the foundation wall",
  caption: "Rain that falls into the well has to drain down through the gravel.",
};

const exhaustFanImage = {
  filename: "guides/exhaust-fan.webp",
  alt: "A cut-away of a bathroom ceiling fan: a slotted grille below the ceiling held up by two wire spring clips, the fan housing above with its blower wheel and motor plug, and a duct running to a hood with a flap on the outside wall",
  caption: "The grille comes down on spring clips; the duct must end outdoors.",
};

const caulkWindowImage = {
  filename: "guides/caulk-window.webp",
  alt: "An outside wall of lap siding with a window: a caulk bead where the trim meets the siding, cracked and pulled away along the left side, two weep holes in the bottom of the window frame, and a pipe and a cable entering the wall below through open gaps",
  caption: "Caulk seals the joints that never move; weep holes must stay open.",
};

const caulkDoorImage = {
  filename: "guides/caulk-door.webp",
  alt: "An outside door seen from indoors: weatherstripping along the hinge side, top and latch side of the frame, daylight showing through a worn spot near the top of the latch side, a sheet of paper closed in the door at the latch side, and a rubber sweep along the bottom above the threshold",
  caption: "Daylight around a closed door means the weatherstrip has stopped sealing.",
};

const windowScreenImage = {
  filename: "guides/window-screen.webp",
  alt: "A window screen out of its window: an aluminium frame with corner joints, a large tear in the mesh near the top left, a small hole near the bottom right, the rubber spline bulging out of its channel on the right side, and two pull tabs on the bottom edge",
  caption: "Look for tears, holes and a spline coming out of its channel.",
};

export const buildingEntries: readonly CatalogTask[] = [
  defineEntry({
    id: "inspect-foundation-visual",
    name: "Inspect the foundation for cracks and water",
    appliance: "Foundation and structure",
    applianceIds: ["foundation"],
    category: "Foundation Systems",
    estimatedTime: 30,
    difficulty: "Easy",
    diyCost: 0,
    proCost: 300,
    requiredTools: ["Flashlight", "Tape measure", "Pencil or marker", "Phone camera"],
    safetyWarnings: [
      "Watch for stinging insects, snakes and sharp debris along the wall and in crawl spaces",
      "Do not enter a crawl space alone, or one with standing water, damaged wiring or signs of animals",
      "Wear gloves when pulling back plants and mulch",
    ],
    description:
      "Thin shrinkage cracks in concrete are common, but cracks that widen, run sideways, step through block, or come with sticking doors and a wet basement can mean soil is pushing on or settling the wall. A yearly walk around the house finds them while repairs are small. Keeping water away is the best protection: the International Residential Code calls for the ground to fall at least 6 inches within the first 10 feet from the wall.",
    frequency: "annually",
    sources: [ICC_IRC_2021],
    steps: [
      {
        id: "inspect-foundation-visual-prep",
        type: "preparation",
        title: "Get a clear view of the wall",
        description: "Pick a dry day. Pull back mulch and plants that hide the foundation and find last year's photos to compare.",
        substeps: ["Take a flashlight, a tape measure and a pencil", "Pull back mulch and plants from the wall", "Find last year's photos or notes"],
        estimatedTime: 5,
        media: { images: [foundationImage], primaryImage: 0 },
      },
      {
        id: "inspect-foundation-visual-cracks",
        type: "main",
        title: "Look for cracks and mark them",
        description:
          "Walk all the way around outside, then along the basement or crawl space walls inside. Mark the ends of each crack with a pencil line and the date, and photograph it with the tape measure beside it, so next year shows whether it has grown.",
        substeps: ["Walk the outside of the wall slowly", "Then check the inside walls", "Mark each crack's ends and write the date", "Photograph it next to the tape measure", "Note doors or windows that now stick"],
        estimatedTime: 15,
        warning: "A horizontal crack, a bulging wall, a crack wider than about 1/4 inch or one side sitting higher than the other needs a structural engineer.",
        media: {
          images: [foundationImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 29, y: 60 }, label: "Hairline crack: mark its ends", color: GUIDE_COLOURS.turn },
            { type: "circle", position: { x: 66, y: 60 }, label: "Horizontal crack: call an engineer", color: GUIDE_COLOURS.danger },
          ],
        },
      },
      {
        id: "inspect-foundation-visual-water",
        type: "main",
        title: "Check that water runs away from the wall",
        description:
          "Soil should fall away from the house and downspouts should empty several feet out. Inside, damp patches, a white powdery crust on the wall or a musty smell show where water gets in.",
        substeps: ["Check the soil slopes away from the wall", "Check every downspout empties well away from the house", "Look for puddles or washed-out soil by the wall", "Inside, look for damp patches and white crust"],
        estimatedTime: 8,
        media: {
          images: [foundationImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 44, y: 79 }, label: "Soil should slope away from the wall", color: GUIDE_COLOURS.point },
            { type: "arrow", position: { x: 92, y: 84 }, direction: "right", label: "Extension carries water away", color: GUIDE_COLOURS.turn },
          ],
        },
      },
      {
        id: "inspect-foundation-visual-done",
        type: "completion",
        title: "Compare with last year",
        description: "Compare this year's photos with last year's. A crack that has grown past its pencil marks needs a structural engineer.",
        substeps: ["Save the photos with the date", "Compare each crack with last year's marks", "Book an engineer for any crack that grew"],
        estimatedTime: 2,
        media: {
          images: [foundationImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 29, y: 60 }, label: "Has it grown past the marks?", color: GUIDE_COLOURS.turn }],
        },
      },
    ],
  }),
  defineEntry({
    id: "clean-window-wells",
    name: "Clean out the window wells",
    appliance: "Window wells",
    applianceIds: ["window_wells"],
    category: "Foundation Systems",
    estimatedTime: 30,
    difficulty: "Easy",
    diyCost: 0,
    proCost: 100,
    requiredTools: ["Work gloves", "Bucket or trash bag", "Hand trowel or shop vacuum", "Garden hose", "Flashlight"],
    safetyWarnings: [
      "Never stand or kneel on a well cover",
      "Look before you reach in: wasps, snakes and small animals shelter in window wells",
      "Climb into a deep well only by its fixed ladder or with a helper",
      "An egress well is an escape route: its cover must open easily from below",
    ],
    description:
      "Window wells let light and air into the basement and, beside a bedroom, give a way out in a fire. Leaves and soil that pile up in a well block its drain, so rain pools against the window and can leak into the basement. Clearing them in spring and fall keeps the water out and the escape route open.",
    frequency: "semi-annually",
    steps: [
      {
        id: "clean-window-wells-prep",
        type: "preparation",
        title: "Lift off the cover and look first",
        description: "Lift the cover off and set it aside. Look into the well with a flashlight for nests or animals before reaching in.",
        substeps: ["Unclip or lift off the cover", "Shine a flashlight into the well", "Leave any animal a way out and come back later"],
        estimatedTime: 3,
        media: {
          images: [windowWellImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 37, y: 17 }, label: "Well cover", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "clean-window-wells-clear",
        type: "main",
        title: "Clear out leaves and debris",
        description: "Scoop leaves, soil and litter out of the well down to the gravel. A shop vacuum makes quick work of a deep well.",
        substeps: ["Wear gloves against sharp debris", "Scoop leaves and soil into the bucket", "Pick out litter and dead plants", "Stop at the gravel"],
        estimatedTime: 12,
        media: {
          images: [windowWellImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 41, y: 63 }, label: "Leaves and debris", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "clean-window-wells-drain",
        type: "main",
        title: "Clear and test the drain",
        description:
          "Find the drain grate in the gravel and clear it. Run the hose into the well for a minute: the water should soak away within a few minutes. If it pools, loosen or replace the top layer of gravel, or have the drain line cleared.",
        substeps: ["Clear the drain grate", "Run the hose into the well for a minute", "Watch the water soak away", "Loosen or replace clogged gravel"],
        estimatedTime: 8,
        media: {
          images: [windowWellImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 34, y: 64 }, label: "Drain grate", color: GUIDE_COLOURS.turn },
            { type: "circle", position: { x: 47, y: 67 }, label: "Gravel bed", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "clean-window-wells-check",
        type: "main",
        title: "Check the liner and the window",
        description: "The liner should sit tight against the foundation with no gap for soil to wash through, and the window frame should be sound and sealed.",
        substeps: ["Check the liner is fastened tight to the wall", "Look for soil washing in at its edges", "Check the window frame and its seal", "Check the ground around the well slopes away"],
        estimatedTime: 5,
        media: {
          images: [windowWellImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 21, y: 45 }, label: "Liner", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 56, y: 47 }, label: "Window frame and seal", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "clean-window-wells-done",
        type: "completion",
        title: "Put the cover back",
        description: "Refit the cover so it keeps out rain and leaves and keeps people from falling in. On an egress well, check it still lifts easily from below.",
        substeps: ["Set the cover back on", "Fasten its clips", "Check an egress cover opens easily from inside"],
        estimatedTime: 2,
        media: {
          images: [windowWellImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 37, y: 17 }, label: "Cover fastened, easy to open from below", color: GUIDE_COLOURS.point }],
        },
      },
    ],
  }),
  defineEntry({
    id: "termite-inspection",
    name: "Have the house inspected for termites",
    appliance: "Termite and pest control",
    applianceIds: ["pest_control"],
    category: "Foundation Systems",
    estimatedTime: 60,
    difficulty: "Professional",
    diyCost: 25,
    proCost: 150,
    requiredTools: [NOT_APPLICABLE],
    safetyWarnings: [NOT_APPLICABLE],
    description:
      "Subterranean termites travel up from the soil inside mud tubes and eat wood from the inside out, so damage can stay hidden for years. Homeowner's insurance usually does not cover it. A yearly inspection by a licensed pest control professional finds termites early, while treatment and repairs are still small.",
    frequency: "annually",
    steps: [
      {
        id: "termite-inspection-book",
        type: "preparation",
        title: "Book a licensed inspector and clear the way",
        description:
          "Choose a pest control company licensed in your state and ask for a written report with a diagram of the house. Before the visit, clear a path along the foundation walls and to the crawl space, attic and under-sink cabinets.",
        substeps: ["Book a licensed pest control company", "Ask for a written report with a diagram", "Move stored items away from the foundation walls", "Clear the crawl space and attic hatches", "Move firewood away from the house"],
        estimatedTime: 20,
        media: {
          images: [termiteImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 29, y: 59 }, label: "Firewood against the house", color: GUIDE_COLOURS.danger }],
        },
      },
      {
        id: "termite-inspection-visit",
        type: "main",
        title: "Walk the inspection with the inspector",
        description:
          "Tell the inspector what you have seen: mud tubes on walls, swarms of winged insects in spring, piles of shed wings on sills, or wood that sounds hollow or blisters. They check the foundation, sill plate, crawl space, garage and attic.",
        substeps: ["Show any mud tubes or damaged wood you found", "Mention swarms or piles of wings", "Point out leaks and damp areas", "Ask what they find as they go"],
        estimatedTime: 30,
        media: {
          images: [termiteImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 52, y: 70 }, label: "Mud tube on the inside wall", color: GUIDE_COLOURS.danger },
            { type: "circle", position: { x: 41, y: 53 }, label: "Mud tube outside", color: GUIDE_COLOURS.danger },
            { type: "circle", position: { x: 46, y: 40 }, label: "Sill plate", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "termite-inspection-report",
        type: "completion",
        title: "Read the report and fix what invites termites",
        description:
          "Keep the written report. If treatment is needed, compare quotes and ask what each treatment covers and for how long. Fix what draws termites: leaks, wood touching soil, and mulch or soil heaped against the siding.",
        substeps: ["File the report with the house records", "Compare treatment quotes and warranties", "Fix leaks and damp spots", "Keep wood, mulch and soil off the siding"],
        estimatedTime: 10,
        media: {
          images: [termiteImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 29, y: 59 }, label: "Keep wood away from the walls", color: GUIDE_COLOURS.point }],
        },
      },
    ],
  }),
  defineEntry({
    id: "clean-bathroom-exhaust-fans",
    name: "Clean the bathroom exhaust fans",
    appliance: "Bathroom exhaust fans",
    applianceIds: ["exhaust_fans"],
    category: "Ventilation Systems",
    estimatedTime: 30,
    difficulty: "Easy",
    diyCost: 0,
    proCost: 120,
    requiredTools: ["Step ladder", "Vacuum with a brush attachment", "Soft brush or old toothbrush", "Dish soap and warm water", "Microfiber cloth", "Screwdriver"],
    safetyWarnings: [
      "Switch off the fan's circuit breaker, not only the wall switch, before touching the fan",
      "Let the motor cool if the fan has just been running",
      "Keep water away from the motor and wiring: wash only the grille",
      "Use a stable step ladder and keep one hand free",
    ],
    description:
      "A bathroom fan pulls out the moisture a shower leaves behind, and the EPA's advice on mold is that the key to mold control is moisture control. Dust on the grille and blower wheel chokes the airflow, so cleaning the fan once a year lets it clear steam and odours as designed.",
    frequency: "annually",
    steps: [
      {
        id: "clean-bathroom-exhaust-fans-prep",
        type: "preparation",
        title: "Switch off the power",
        description: "Turn off the breaker for the bathroom fan, then flip the wall switch to make sure the fan stays off.",
        substeps: ["Switch off the fan's breaker", "Flip the wall switch to check the fan stays off", "Set the step ladder under the fan"],
        estimatedTime: 3,
        media: { images: [exhaustFanImage], primaryImage: 0 },
      },
      {
        id: "clean-bathroom-exhaust-fans-grille",
        type: "main",
        title: "Take down and wash the grille",
        description: "Pull the grille straight down an inch or two, squeeze the spring clips together and slide them out of the housing. Wash the grille in warm soapy water and let it dry.",
        substeps: ["Pull the grille down gently", "Squeeze each spring clip and free it", "Wash the grille in warm soapy water", "Rinse it and let it dry completely"],
        estimatedTime: 10,
        media: {
          images: [exhaustFanImage],
          primaryImage: 0,
          overlays: [
            { type: "arrow", position: { x: 50, y: 60 }, direction: "down", label: "Pull the grille straight down", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 41, y: 52 }, label: "Squeeze the spring clips", color: GUIDE_COLOURS.turn },
          ],
        },
      },
      {
        id: "clean-bathroom-exhaust-fans-housing",
        type: "main",
        title: "Vacuum the housing and blower wheel",
        description:
          "Vacuum the dust out of the housing and brush the blower wheel's blades clean. If the motor unplugs from the housing, you can lift it out to clean it better. Spin the wheel by hand: it should turn freely and quietly.",
        substeps: ["Vacuum the inside of the housing", "Brush each blade of the blower wheel", "Wipe with a barely damp cloth", "Spin the wheel by hand to check it turns freely"],
        estimatedTime: 12,
        warning: "A wheel that wobbles, grinds or will not spin freely means a worn motor: replace the motor or the fan.",
        media: {
          images: [exhaustFanImage],
          primaryImage: 0,
          overlays: [
            { type: "rotation", position: { x: 49, y: 43 }, direction: "clockwise", label: "Blower wheel: brush and spin", color: GUIDE_COLOURS.turn },
            { type: "circle", position: { x: 61, y: 33 }, label: "Motor plug", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "clean-bathroom-exhaust-fans-done",
        type: "completion",
        title: "Refit the grille and test the draw",
        description:
          "Clip the dry grille back, switch the breaker on and run the fan. Hold a square of toilet paper under the grille: a working fan holds it against the grille. Outside, check the flap on the hood opens when the fan runs.",
        substeps: ["Clip the grille back in", "Switch the breaker on and run the fan", "Check a square of toilet paper clings to the grille", "Check the outside flap opens and is not blocked"],
        estimatedTime: 5,
        media: {
          images: [exhaustFanImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 50, y: 60 }, label: "Paper should cling here", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 94, y: 33 }, label: "Outside flap", color: GUIDE_COLOURS.turn },
          ],
        },
      },
    ],
  }),
  defineEntry({
    id: "inspect-caulking-weatherstrip",
    name: "Inspect and renew caulking",
    appliance: "Caulking and weatherstripping",
    applianceIds: ["sealing"],
    category: "Building Envelope Systems",
    estimatedTime: 60,
    difficulty: "Easy",
    diyCost: 15,
    proCost: 150,
    requiredTools: [
      "Caulk gun",
      "Exterior sealant suited to your siding, and 100% silicone for tubs and sinks",
      "Utility knife or caulk removal tool",
      "Rubbing alcohol and clean rags",
      "Foam backer rod for joints wider than about 1/4 inch",
      "Step ladder",
    ],
    safetyWarnings: [
      "In a home built before 1978, the paint around old caulk may contain lead: scrape by hand with the surface misted, never sand it dry or burn it, and keep children away",
      "Set the ladder on firm, level ground and do not overreach",
      "Cut away from your hand with the utility knife",
      "Ventilate when using solvent-based sealants",
    ],
    description:
      "Caulk dries out, cracks and pulls away, letting air and water into the walls. The U.S. Department of Energy calls caulking and weatherstripping simple, effective air-sealing techniques that often pay for themselves within a year. A yearly check catches failed joints before water rots the trim.",
    frequency: "annually",
    sources: [EPA_LEAD_RRP_RULE],
    steps: [
      {
        id: "inspect-caulking-weatherstrip-prep",
        type: "preparation",
        title: "Walk around and list the failed joints",
        description:
          "Outside, check every joint where trim meets siding, around windows and doors and at outside corners. Inside, check around tubs, showers and sinks. Note caulk that is cracked, shrunk, peeling or mouldy.",
        substeps: ["Check around every window and door outside", "Check the trim joints and corners", "Check tubs, showers and sinks inside", "List every joint that has failed"],
        estimatedTime: 10,
        media: {
          images: [caulkWindowImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 31, y: 42 }, label: "Cracked, pulled-away caulk", color: GUIDE_COLOURS.danger },
            { type: "circle", position: { x: 50, y: 14 }, label: "Trim-to-siding joint", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "inspect-caulking-weatherstrip-remove",
        type: "main",
        title: "Cut out the old caulk",
        description: "New caulk will not stick to old caulk. Cut along both edges of the failed bead, pull it out, scrape off what is left and wipe the joint with rubbing alcohol. Let it dry.",
        substeps: ["Score both edges of the old bead", "Pull out the old caulk", "Scrape off what is left", "Wipe the joint with rubbing alcohol", "Let it dry"],
        estimatedTime: 15,
        media: {
          images: [caulkWindowImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 31, y: 42 }, label: "Remove the old bead", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "inspect-caulking-weatherstrip-apply",
        type: "main",
        title: "Run a new bead",
        description:
          "Cut the nozzle at an angle to a small opening. Push a steady bead into the joint in one pass, then smooth it with a wet finger or a tool so it bonds to both sides. In joints wider than about 1/4 inch, press in foam backer rod first.",
        substeps: ["Cut the nozzle at an angle, small opening first", "Press in backer rod where the joint is wide", "Run one steady bead along the joint", "Smooth it so it touches both sides"],
        estimatedTime: 25,
        warning: "Never caulk the weep holes at the bottom of window frames or the bottom edges of lap siding: they let water out.",
        media: {
          images: [caulkWindowImage],
          primaryImage: 0,
          overlays: [
            { type: "arrow", position: { x: 31, y: 42 }, direction: "down", label: "One steady bead", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 42, y: 65 }, label: "Weep hole: leave open", color: GUIDE_COLOURS.danger },
          ],
        },
      },
      {
        id: "inspect-caulking-weatherstrip-strips",
        type: "main",
        title: "Look at the weatherstripping",
        description: "Close each outside door and look for daylight around it. Note torn, flattened or missing strips; replacing them is its own task.",
        substeps: ["Close each outside door", "Look for daylight around the edges", "Note strips that are torn or flattened"],
        estimatedTime: 5,
        media: {
          images: [caulkDoorImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 68, y: 27 }, label: "Daylight through a worn strip", color: GUIDE_COLOURS.danger }],
        },
      },
      {
        id: "inspect-caulking-weatherstrip-done",
        type: "completion",
        title: "Let it cure",
        description: "Keep water off the new caulk for as long as its label says. Paint acrylic caulk once it has cured; silicone does not take paint.",
        substeps: ["Keep the joints dry for the label's cure time", "Paint acrylic caulk after it cures", "Note the date in your records"],
        estimatedTime: 5,
        media: { images: [caulkWindowImage], primaryImage: 0 },
      },
    ],
  }),
  defineEntry({
    id: "check-weatherstripping",
    name: "Check and replace weatherstripping",
    appliance: "Caulking and weatherstripping",
    applianceIds: ["sealing"],
    category: "Building Envelope Systems",
    estimatedTime: 45,
    difficulty: "Easy",
    diyCost: 25,
    proCost: 150,
    requiredTools: [
      "A sheet of paper",
      "Flashlight",
      "Replacement weatherstrip of the same profile (take a piece to the store)",
      "Utility knife and scissors",
      "Screwdriver for the door sweep",
      "Tape measure",
    ],
    safetyWarnings: [
      "Do not seal the gap under the door of a room with a furnace or water heater unless that room has its own supply of combustion air",
      "Cut away from your hand with the utility knife",
      "A tighter house holds more moisture: keep using bathroom and kitchen fans",
    ],
    description:
      "Weatherstripping seals the moving joints of doors and windows, where caulk cannot go. Foam and rubber strips flatten, tear and harden with use, and a worn strip lets in drafts, water, dust and insects. The U.S. Department of Energy counts weatherstripping among the simplest ways to stop air leaks, so test each door and window twice a year and replace strips that no longer seal.",
    frequency: "semi-annually",
    steps: [
      {
        id: "check-weatherstripping-prep",
        type: "preparation",
        title: "Find the strips",
        description: "Weatherstrip runs along the frame of each outside door and in the tracks of opening windows. Check them on a bright day, or with a flashlight outside at night.",
        substeps: ["List every outside door and opening window", "Open each one and look at its strips", "Note the strip type: foam, rubber bulb or fin"],
        estimatedTime: 5,
        media: {
          images: [caulkDoorImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 32, y: 67 }, label: "Weatherstrip along the frame", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "check-weatherstripping-test",
        type: "main",
        title: "Test with light and paper",
        description:
          "Close the door on a sheet of paper at several points along the frame and pull it out. It should drag; if it slides out freely, the strip is not sealing there. Daylight around a closed door or a draft on a windy day tells the same story.",
        substeps: ["Close the door on a sheet of paper", "Pull it out: it should drag", "Repeat every foot or so around the frame", "Look for daylight at the edges", "Do the same on each window"],
        estimatedTime: 15,
        media: {
          images: [caulkDoorImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 72, y: 70 }, label: "Paper should drag when pulled", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 68, y: 27 }, label: "Daylight: worn strip", color: GUIDE_COLOURS.danger },
          ],
        },
      },
      {
        id: "check-weatherstripping-replace",
        type: "main",
        title: "Replace worn strips",
        description:
          "Pull the old strip out of its slot, or peel off old adhesive foam and clean the surface. Cut the new strip to length and press it into the slot, or stick it to a clean, dry surface. Close the door: it should latch without force.",
        substeps: ["Pull out or peel off the old strip", "Clean and dry the surface", "Cut the new strip to length", "Press it into the slot or stick it down", "Check the door still latches easily"],
        estimatedTime: 15,
        media: {
          images: [caulkDoorImage],
          primaryImage: 0,
          overlays: [{ type: "arrow", position: { x: 68, y: 42 }, direction: "down", label: "Press the new strip into the slot", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "check-weatherstripping-sweep",
        type: "main",
        title: "Adjust the door sweep",
        description: "The sweep along the bottom of the door should brush the threshold lightly. Loosen its screws and slide it down, or replace it if the rubber is torn or stiff.",
        substeps: ["Check for light under the closed door", "Loosen the sweep's screws", "Slide it down to touch the threshold", "Tighten the screws, or fit a new sweep"],
        estimatedTime: 8,
        media: {
          images: [caulkDoorImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 50, y: 88 }, label: "Door sweep", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "check-weatherstripping-done",
        type: "completion",
        title: "Test again",
        description: "Repeat the paper test where you replaced strips, and check each window lock pulls its sash tight against the strips.",
        substeps: ["Repeat the paper test", "Close and lock each window", "Note what you replaced"],
        estimatedTime: 2,
        media: {
          images: [caulkDoorImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 72, y: 70 }, label: "Paper test again", color: GUIDE_COLOURS.point }],
        },
      },
    ],
  }),
  defineEntry({
    id: "seal-gaps-cracks",
    name: "Seal gaps around pipes, wires and vents",
    appliance: "Gaps, cracks and seals",
    applianceIds: ["sealing"],
    category: "Building Envelope Systems",
    estimatedTime: 60,
    difficulty: "Easy",
    diyCost: 20,
    proCost: 200,
    requiredTools: [
      "Caulk gun and exterior sealant",
      "Low-expansion spray foam for gaps wider than about 1/4 inch",
      "Foam backer rod",
      "Copper or stainless steel mesh for holes that pests use",
      "Gloves and safety glasses",
      "Flashlight",
    ],
    safetyWarnings: [
      "Never use spray foam or ordinary caulk against a chimney, furnace flue or water heater vent: those need fire-rated sealant and metal flashing",
      "Spray foam sticks to skin and eyes: wear gloves and safety glasses",
      "Leave weep holes and the bottom edges of siding open: they let water out",
      "Do not seal around damaged wiring: call an electrician",
    ],
    description:
      "Every pipe, wire and vent that passes through the walls leaves a gap, and those gaps let in drafts, rain, insects and mice. The CDC advises sealing holes inside and outside the home to keep rodents out. A yearly round with caulk and foam closes them before they grow.",
    frequency: "annually",
    steps: [
      {
        id: "seal-gaps-cracks-prep",
        type: "preparation",
        title: "Find the gaps",
        description:
          "Walk around outside and look wherever something passes through the wall: outdoor taps, air-conditioner lines, cables, the dryer vent, the gas line and meters. Indoors, look under sinks and along the top of the basement walls.",
        substeps: ["Check every pipe, cable and vent outside", "Check where the siding meets the foundation", "Check under sinks and around pipes indoors", "Check the top of the basement walls"],
        estimatedTime: 10,
        media: {
          images: [caulkWindowImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 19, y: 85 }, label: "Pipe through the wall", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 81, y: 83 }, label: "Cable entry", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "seal-gaps-cracks-small",
        type: "main",
        title: "Caulk the small gaps",
        description: "Gaps up to about 1/4 inch take a bead of exterior sealant. Clean and dry the gap first so the sealant sticks.",
        substeps: ["Brush out dirt and cobwebs", "Make sure the gap is dry", "Run a bead of sealant all the way around", "Smooth it so it seals both sides"],
        estimatedTime: 15,
        media: {
          images: [caulkWindowImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 81, y: 83 }, label: "Small gap: caulk", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "seal-gaps-cracks-large",
        type: "main",
        title: "Fill the larger gaps",
        description:
          "Press backer rod into wide gaps and caulk over it, or fill them with low-expansion foam. Where mice could get in, stuff copper or steel mesh into the hole first. Trim cured foam flush and cover it with sealant or paint, because sunlight breaks it down.",
        substeps: ["Stuff mesh into holes pests could use", "Press in backer rod or spray foam a little at a time", "Let the foam cure", "Trim it flush", "Cover it with sealant or paint"],
        estimatedTime: 25,
        warning: "Foam expands as it cures: fill a gap about halfway and let it grow.",
        media: {
          images: [caulkWindowImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 19, y: 85 }, label: "Wide gap: backer rod or foam", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "seal-gaps-cracks-done",
        type: "completion",
        title: "Finish indoors",
        description: "Seal gaps around pipes under sinks and along the top of the basement walls the same way, and note what you sealed.",
        substeps: ["Seal around pipes under sinks", "Seal gaps at the top of the basement walls", "Note where you sealed"],
        estimatedTime: 10,
        media: {
          images: [caulkWindowImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 42, y: 65 }, label: "Weep holes stay open", color: GUIDE_COLOURS.danger }],
        },
      },
    ],
  }),
  defineEntry({
    id: "check-window-screens",
    name: "Check, clean and repair window screens",
    appliance: "Window screens",
    applianceIds: ["window_screens"],
    category: "Building Envelope Systems",
    estimatedTime: 60,
    difficulty: "Easy",
    diyCost: 15,
    proCost: 100,
    requiredTools: ["Soft brush", "Bucket of water with a little dish soap", "Garden hose", "Screen patch kit or new screen mesh", "Spline roller and new spline", "Utility knife"],
    safetyWarnings: [
      "Screens keep insects out, not children in: the CPSC warns they will not stop a fall, so keep furniture away from windows and fit window guards or stops upstairs",
      "Take out and refit upper-floor screens from inside; never lean out of a window",
      "Handle screens by the frame: the mesh tears and the frame bends easily",
    ],
    description:
      "Torn or loose screens let in mosquitoes, flies and other insects as soon as the windows open. A small tear grows quickly but costs almost nothing to patch early. Take the screens down once a year before the warm months, wash them and repair what is damaged.",
    frequency: "annually",
    steps: [
      {
        id: "check-window-screens-prep",
        type: "preparation",
        title: "Take the screens out",
        description: "Pull each screen out by its tabs and label it with its window, so each goes back where it came from. Lay them flat on a clean surface.",
        substeps: ["Pull each screen out by its tabs", "Label it with its window", "Lay the screens flat on a tarp or the lawn"],
        estimatedTime: 10,
        media: {
          images: [windowScreenImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 38, y: 92 }, label: "Pull tabs", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "check-window-screens-inspect",
        type: "main",
        title: "Look for damage",
        description: "Hold each screen up to the light. Look for tears and holes, spline coming out of its channel, loose corners and bent frames.",
        substeps: ["Hold the screen up to the light", "Look for tears and holes", "Check the spline sits in its channel", "Check the corners and that the frame is straight"],
        estimatedTime: 10,
        media: {
          images: [windowScreenImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 37, y: 33 }, label: "Tear", color: GUIDE_COLOURS.danger },
            { type: "circle", position: { x: 63, y: 70 }, label: "Small hole", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 80, y: 49 }, label: "Loose spline", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "check-window-screens-wash",
        type: "main",
        title: "Wash the screens",
        description: "Brush both sides gently with soapy water, rinse with the hose at low pressure and stand the screens up to dry.",
        substeps: ["Brush both sides with soapy water", "Rinse with the hose at low pressure", "Stand them up to dry"],
        estimatedTime: 15,
        warning: "A pressure washer tears the mesh and pushes the spline out: use the hose.",
        media: { images: [windowScreenImage], primaryImage: 0 },
      },
      {
        id: "check-window-screens-repair",
        type: "main",
        title: "Patch or rescreen",
        description:
          "Cover a small hole with a self-adhesive patch. For a large tear, pull out the spline, lay new mesh over the frame and roll the spline back in over it, then trim the extra mesh. Roll a loose spline back into its channel.",
        substeps: ["Patch small holes on both sides", "For a tear, pull out the spline and old mesh", "Lay new mesh and roll the spline in", "Trim the extra mesh with the knife", "Roll any loose spline back in"],
        estimatedTime: 20,
        media: {
          images: [windowScreenImage],
          primaryImage: 0,
          overlays: [
            { type: "arrow", position: { x: 80, y: 49 }, direction: "left", label: "Roll the spline back in", color: GUIDE_COLOURS.turn },
            { type: "circle", position: { x: 37, y: 33 }, label: "Rescreen a large tear", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "check-window-screens-done",
        type: "completion",
        title: "Put the screens back",
        description: "Refit each screen in its labelled window and check it sits snug with no gap at the edges.",
        substeps: ["Refit each screen in its own window", "Check for gaps at the edges", "Note any screen that needs a new frame"],
        estimatedTime: 5,
        media: {
          images: [windowScreenImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 38, y: 92 }, label: "Seat the screen by its tabs", color: GUIDE_COLOURS.point }],
        },
      },
    ],
  }),
];
