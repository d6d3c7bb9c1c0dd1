import type { CatalogTask } from "../../contract/catalog.ts";
import { defineEntry, GUIDE_COLOURS, NOT_APPLICABLE } from "../define-entry.ts";
import { EPA_LEAD_RRP_RULE, OSHA_LADDERS, OSHA_POWER_LINE_CLEARANCE } from "../sources.ts";

const gutterImage = {
  filename: "guides/gutter.webp",
  alt: "The eave of a house: a gutter on the fascia board heaped with leaves, hangers across the gutter, a dripping seam, the downspout running down the wall to an elbow and an extension along the ground, and an extension ladder whose stand-off rests on the wall below the gutter",
  caption: "Debris collects along the gutter and at the downspout outlet.",
};

const roofImage = {
  filename: "guides/roof.webp",
  alt: "A shingled roof seen from the ground: the ridge, a chimney with metal flashing at its base, a plumbing vent pipe with a rubber boot, a missing shingle, a curled shingle, a patch of moss near the eave and grit in the gutter below",
  caption: "Most roof trouble starts at a damaged shingle or around flashing.",
};

const atticImage = {
  filename: "guides/attic.webp",
  alt: "A cut-away of an attic under a pitched roof: a dark water stain on the underside of the roof deck beside a vent pipe, droppings and a nest on the insulation, vents at both eaves and at the ridge, a bathroom fan duct running up to a roof cap, walkway boards and the ceiling hatch",
  caption: "Leaks show first on the underside of the roof deck.",
};

const sidingImage = {
  filename: "guides/siding.webp",
  alt: "A wall of lap siding being washed: a pressure-washer wand from the lower left spraying a wide fan down onto the siding, green mildew streaks near the top left, a window, an outdoor outlet and the electric meter, and a chart of nozzle tips with the red 0° tip crossed out beside yellow 15°, green 25° and white 40°",
  caption: "Use a wide tip and spray level or downward, never up under the laps.",
};

const drivewayImage = {
  filename: "guides/driveway.webp",
  alt: "An asphalt driveway leading to a garage door: a long crack, a weed growing at the edge, an oil stain, the lower part already sealed dark, a wavy ribbon of sealer poured across it and a squeegee spreading it",
  caption: "Clean and fill cracks first, then spread the sealer thin.",
};

const housePaintImage = {
  filename: "guides/house-paint.webp",
  alt: "A clapboard wall ready for painting: a patch of peeling paint showing bare wood, blisters under the window sill, a cracked joint where the window trim meets the siding, a corner board, and a paint can and brush on a drop cloth",
  caption: "Good paint starts with scraping, caulking and priming.",
};

const windowExteriorImage = {
  filename: "guides/window-exterior.webp",
  alt: "A double-hung window from outside: a squeegee drawn across the wet upper pane, a dashed S-shaped path across the lower pane, two weep holes in the bottom of the frame above the sill, and a bucket of soapy water on the ground",
  caption: "Squeegee from the top down in an S pattern.",
};

const gutterTools = [
  "Extension ladder with a stand-off",
  "Work gloves",
  "Gutter scoop or plastic trowel",
  "Bucket with a hook, or a tarp below",
  "Garden hose with a spray nozzle",
  "Plumber's snake for a blocked downspout",
];

const gutterWarnings = [
  "Set the ladder on firm, level ground, its base about 1 foot out for every 4 feet of height, and keep three points of contact (OSHA ladder guidance)",
  "Keep the ladder at least 10 feet from overhead power lines",
  "Rest the ladder on the wall, not the gutter, and move it instead of overreaching",
  "Have someone hold the ladder, and stay off the roof",
  "Hire a professional for gutters above the first storey",
];

const ladderStepWarning = "Keep your belt buckle between the ladder's rails: move the ladder every few feet instead of reaching.";

export const roofExteriorEntries: readonly CatalogTask[] = [
  defineEntry({
    id: "clean-gutters-spring",
    name: "Clean the gutters in spring",
    appliance: "Gutters and downspouts",
    applianceIds: ["gutters"],
    category: "Roof/Attic Systems",
    estimatedTime: 120,
    difficulty: "Moderate",
    diyCost: 0,
    proCost: 200,
    requiredTools: gutterTools,
    safetyWarnings: gutterWarnings,
    description:
      "Clogged gutters overflow beside the house, soaking the fascia and siding and dumping water against the foundation. A spring cleaning clears the seeds, twigs and roof grit that winter leaves behind and shows any damage from snow and ice before the summer storms arrive.",
    frequency: "annually",
    sources: [OSHA_LADDERS, OSHA_POWER_LINE_CLEARANCE],
    steps: [
      {
        id: "clean-gutters-spring-prep",
        type: "preparation",
        title: "Set up the ladder safely",
        description:
          "Check the ladder's feet and locks, look up for power lines, and stand the ladder on firm, level ground with its stand-off on the wall. Spread a tarp below to catch debris.",
        substeps: ["Check the ladder's feet, rungs and locks", "Look up for power lines", "Set the base 1 foot out for every 4 feet up", "Rest the stand-off on the wall", "Spread a tarp below"],
        estimatedTime: 15,
        media: {
          images: [gutterImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 18, y: 96 }, label: "Firm, level footing", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 19, y: 44 }, label: "Stand-off on the wall, not the gutter", color: GUIDE_COLOURS.turn },
          ],
        },
      },
      {
        id: "clean-gutters-spring-scoop",
        type: "main",
        title: "Scoop out the debris",
        description: "Start at the downspout end and work away from it, scooping seeds, twigs and grit into the bucket. Move the ladder every few feet.",
        substeps: ["Start beside the downspout", "Scoop debris into the bucket", "Clear the downspout outlet by hand", "Move the ladder every few feet"],
        estimatedTime: 50,
        warning: ladderStepWarning,
        media: {
          images: [gutterImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 54, y: 28 }, label: "Seeds, twigs and grit", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "clean-gutters-spring-flush",
        type: "main",
        title: "Flush the gutter and downspout",
        description:
          "Run the hose from the far end of the gutter. The water should flow to the downspout and pour out of the extension. If the downspout backs up, spray up into it from the bottom or clear it with a plumber's snake.",
        substeps: ["Run the hose from the far end", "Watch the water reach the downspout", "Check it pours out of the extension", "Clear a blocked downspout from the bottom"],
        estimatedTime: 30,
        media: {
          images: [gutterImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 86, y: 40 }, label: "Downspout outlet", color: GUIDE_COLOURS.point },
            { type: "arrow", position: { x: 93, y: 89 }, direction: "right", label: "Water should run out freely", color: GUIDE_COLOURS.turn },
          ],
        },
      },
      {
        id: "clean-gutters-spring-inspect",
        type: "main",
        title: "Check for winter damage",
        description:
          "Snow and ice loosen hangers and open seams. Tighten loose hangers, note any sag where water stands, and reseal leaking seams with gutter sealant once they are dry.",
        substeps: ["Tighten loose hangers", "Look for sags where water stands", "Note drips at seams and corners", "Reseal dry seams with gutter sealant"],
        estimatedTime: 15,
        media: {
          images: [gutterImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 38, y: 30 }, label: "Hanger", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 55, y: 41 }, label: "Leaking seam", color: GUIDE_COLOURS.danger },
          ],
        },
      },
      {
        id: "clean-gutters-spring-done",
        type: "completion",
        title: "Check the extensions and tidy up",
        description: "Make sure every downspout empties several feet from the foundation, then gather the debris and put the ladder away.",
        substeps: ["Check each extension points away from the house", "Bag the debris or compost it", "Take down and store the ladder"],
        estimatedTime: 10,
        media: {
          images: [gutterImage],
          primaryImage: 0,
          overlays: [{ type: "arrow", position: { x: 93, y: 89 }, direction: "right", label: "Empties away from the house", color: GUIDE_COLOURS.turn }],
        },
      },
    ],
  }),
  defineEntry({
    id: "clean-gutters-fall",
    name: "Clean the gutters in fall",
    appliance: "Gutters and downspouts",
    applianceIds: ["gutters"],
    category: "Roof/Attic Systems",
    estimatedTime: 120,
    difficulty: "Moderate",
    diyCost: 0,
    proCost: 200,
    requiredTools: gutterTools,
    safetyWarnings: gutterWarnings,
    description:
      "Falling leaves pack gutters and downspouts just before winter. Blocked gutters overflow against the walls and foundation, and water left standing in them can freeze, pull them loose and feed ice dams on the roof. Clean them after most leaves have fallen and before the first hard freeze.",
    frequency: "annually",
    sources: [OSHA_LADDERS, OSHA_POWER_LINE_CLEARANCE],
    steps: [
      {
        id: "clean-gutters-fall-prep",
        type: "preparation",
        title: "Pick the day and set up the ladder",
        description:
          "Wait until most leaves have fallen, and choose a dry, calm day before the first hard freeze. Stand the ladder on firm, level ground with its stand-off on the wall, clear of power lines.",
        substeps: ["Wait until most leaves are down", "Choose a dry, calm day", "Look up for power lines", "Set the base 1 foot out for every 4 feet up", "Spread a tarp below"],
        estimatedTime: 15,
        media: {
          images: [gutterImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 18, y: 96 }, label: "Firm, level footing", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 19, y: 44 }, label: "Stand-off on the wall", color: GUIDE_COLOURS.turn },
          ],
        },
      },
      {
        id: "clean-gutters-fall-scoop",
        type: "main",
        title: "Scoop out the leaves",
        description: "Scoop the leaves out by hand, working away from the downspout so you do not push them into it. Wet leaves are heavy: empty the bucket often.",
        substeps: ["Start beside the downspout", "Scoop leaves into the bucket", "Pull leaves out of the downspout outlet", "Empty the bucket often", "Move the ladder every few feet"],
        estimatedTime: 50,
        warning: ladderStepWarning,
        media: {
          images: [gutterImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 54, y: 28 }, label: "Packed leaves", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "clean-gutters-fall-flush",
        type: "main",
        title: "Flush the downspouts",
        description:
          "Run the hose from the far end of each gutter and check the water pours freely out of the extension. A downspout that backs up will freeze solid in winter: clear it from the bottom with the hose or a plumber's snake.",
        substeps: ["Run the hose from the far end", "Check water pours from the extension", "Clear a blocked downspout from the bottom", "Tap the downspout to free packed leaves"],
        estimatedTime: 30,
        media: {
          images: [gutterImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 86, y: 40 }, label: "Downspout outlet", color: GUIDE_COLOURS.point },
            { type: "arrow", position: { x: 93, y: 89 }, direction: "right", label: "Water should run out freely", color: GUIDE_COLOURS.turn },
          ],
        },
      },
      {
        id: "clean-gutters-fall-inspect",
        type: "main",
        title: "Get the gutters ready for winter",
        description:
          "Ice is heavy, so tighten every loose hanger and reseal leaking seams while it is still dry and mild. Note stretches that fill with leaves every year: gutter guards may be worth fitting there.",
        substeps: ["Tighten loose hangers", "Reseal dry, leaking seams", "Check the gutter still slopes towards the downspout", "Note where guards would help"],
        estimatedTime: 15,
        media: {
          images: [gutterImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 38, y: 30 }, label: "Hanger", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 55, y: 41 }, label: "Leaking seam", color: GUIDE_COLOURS.danger },
          ],
        },
      },
      {
        id: "clean-gutters-fall-done",
        type: "completion",
        title: "Check the extensions and tidy up",
        description: "Make sure each extension is in place and empties well away from the foundation, then gather the leaves and store the ladder.",
        substeps: ["Refit any extension that has come loose", "Bag or compost the leaves", "Store the ladder"],
        estimatedTime: 10,
        media: {
          images: [gutterImage],
          primaryImage: 0,
          overlays: [{ type: "arrow", position: { x: 93, y: 89 }, direction: "right", label: "Empties away from the house", color: GUIDE_COLOURS.turn }],
        },
      },
    ],
  }),
  defineEntry({
    id: "inspect-roof",
    name: "Inspect the roof from the ground",
    appliance: "Roof",
    applianceIds: ["roof"],
    category: "Roof/Attic Systems",
    estimatedTime: 30,
    difficulty: "Easy",
    diyCost: 0,
    proCost: 200,
    requiredTools: ["Binoculars", "Phone camera with zoom", "Flashlight", "Notepad"],
    safetyWarnings: [
      "Inspect from the ground or from a window: leave walking on the roof to a roofer with fall protection",
      "Keep clear of the power lines that run to the house",
      "After a storm, watch for fallen wires and loose debris before walking around the house",
    ],
    description:
      "Shingles fail a few at a time. One that lifts, cracks or blows away lets water reach the roof deck, and a small leak can rot wood and soak insulation long before a stain shows on a ceiling. A look with binoculars each spring and fall, and after big storms, finds damage while the repair is still small.",
    frequency: "semi-annually",
    steps: [
      {
        id: "inspect-roof-prep",
        type: "preparation",
        title: "Find a good view of each slope",
        description: "Pick a bright, dry day. Walk around the house, and across the street if needed, until you can see every part of the roof.",
        substeps: ["Pick a bright, dry day", "Walk all the way around the house", "Find a spot that shows each slope"],
        estimatedTime: 3,
        media: { images: [roofImage], primaryImage: 0 },
      },
      {
        id: "inspect-roof-shingles",
        type: "main",
        title: "Check the shingles",
        description:
          "Scan each slope with the binoculars, row by row. Look for missing, cracked, curled or lifted shingles and bare patches where the granules have worn away. Heaps of granules in the gutters mean the shingles are wearing out.",
        substeps: ["Scan each slope row by row", "Look for missing or cracked shingles", "Look for curled or lifted edges", "Look for bare, dark patches", "Check the gutters for heaps of granules"],
        estimatedTime: 10,
        media: {
          images: [roofImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 30, y: 46 }, label: "Missing shingle", color: GUIDE_COLOURS.danger },
            { type: "circle", position: { x: 53, y: 47 }, label: "Curled shingle", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 41, y: 57 }, label: "Granules in the gutter", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "inspect-roof-flashing",
        type: "main",
        title: "Check the flashing, vents and ridge",
        description:
          "Leaks usually start where something breaks through the roof. Check the metal flashing around the chimney and along walls, the rubber boots around vent pipes, and the ridge. Note moss, which holds water on the shingles, and any sag in the roof line.",
        substeps: ["Check the flashing around the chimney", "Check the boots around vent pipes", "Follow the ridge for a straight line", "Note moss and sagging areas"],
        estimatedTime: 10,
        media: {
          images: [roofImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 69, y: 34 }, label: "Chimney flashing", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 38, y: 34 }, label: "Vent pipe boot", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 77, y: 51 }, label: "Moss", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 50, y: 18 }, label: "Ridge", color: GUIDE_COLOURS.turn },
          ],
        },
      },
      {
        id: "inspect-roof-done",
        type: "completion",
        title: "Check inside and record what you saw",
        description: "Look at the ceilings of the top floor for stains, photograph anything wrong on the roof and call a roofer for damage you found.",
        substeps: ["Check top-floor ceilings for stains", "Photograph any damage", "Call a roofer for missing shingles or loose flashing"],
        estimatedTime: 7,
        media: {
          images: [roofImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 30, y: 46 }, label: "Photograph the damage", color: GUIDE_COLOURS.danger }],
        },
      },
    ],
  }),
  defineEntry({
    id: "roof-inspection-professional",
    name: "Have a roofer inspect the roof",
    appliance: "Roof",
    applianceIds: ["roof"],
    category: "Roof/Attic Systems",
    estimatedTime: 90,
    difficulty: "Professional",
    diyCost: 50,
    proCost: 250,
    requiredTools: [NOT_APPLICABLE],
    safetyWarnings: [NOT_APPLICABLE],
    description:
      "A roofer on the roof sees what binoculars cannot: lifted nails, soft decking, cracked sealant around flashing and wear in the valleys. A professional inspection every few years, and after hail or high winds, turns problems into repairs instead of a new roof, and its written report helps with warranty and insurance claims.",
    frequency: "every 3 years",
    steps: [
      {
        id: "roof-inspection-professional-book",
        type: "preparation",
        title: "Book a licensed, insured roofer",
        description:
          "Ask for an inspection with a written report and photos. Have the roof's age, warranty and past repairs at hand, and note any leaks or stains you have seen.",
        substeps: ["Check the roofer's licence and insurance", "Ask for a written report with photos", "Find the roof's age and warranty papers", "List leaks and stains you have noticed"],
        estimatedTime: 20,
        media: {
          images: [roofImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 50, y: 18 }, label: "The whole roof, ridge to eave", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "roof-inspection-professional-visit",
        type: "main",
        title: "Be there for the inspection",
        description:
          "The roofer checks the shingles and their fasteners, the flashing, the vent boots, the gutters and the attic below. Show them the stains and the way into the attic, and ask to see photos of anything they find.",
        substeps: ["Show the roofer any ceiling stains", "Open the way into the attic", "Ask to see photos of each problem"],
        estimatedTime: 60,
        media: {
          images: [roofImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 69, y: 34 }, label: "Flashing and sealant", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 38, y: 34 }, label: "Vent pipe boot", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 30, y: 46 }, label: "Damaged shingles", color: GUIDE_COLOURS.danger },
          ],
        },
      },
      {
        id: "roof-inspection-professional-report",
        type: "completion",
        title: "Review the report",
        description: "Keep the written report with the house records. For bigger repairs, get more than one quote, and never pay the full price before the work is done.",
        substeps: ["File the report and photos", "Get two or three quotes for big repairs", "Pay in stages, not all up front"],
        estimatedTime: 10,
        warning: "Be wary of contractors who knock on the door after a storm and ask for payment up front: the Federal Trade Commission warns about these home repair scams.",
        media: { images: [roofImage], primaryImage: 0 },
      },
    ],
  }),
  defineEntry({
    id: "check-attic-pests-leaks",
    name: "Check the attic for leaks and pests",
    appliance: "Attic",
    applianceIds: ["attic"],
    category: "Roof/Attic Systems",
    estimatedTime: 45,
    difficulty: "Moderate",
    diyCost: 0,
    proCost: 150,
    requiredTools: ["Bright flashlight or headlamp", "N95 mask, gloves and long sleeves", "Stable ladder to the hatch", "A board to kneel on where there is no walkway", "Phone camera"],
    safetyWarnings: [
      "Step only on joists or walkway boards: the ceiling below will not hold your weight",
      "Do not disturb vermiculite insulation (grey-brown and pebbly): the EPA warns it may contain asbestos",
      "Do not sweep or vacuum rodent droppings: the CDC advises soaking them with disinfectant or a bleach solution before wiping them up",
      "Attics get dangerously hot in summer: go in the morning and keep the visit short",
      "Watch your head: roofing nails poke through the roof deck",
    ],
    description:
      "The attic shows a roof leak long before the ceiling does, and it is where mice, squirrels, bats and wasps move in unnoticed. A look in spring and fall finds wet insulation, stains on the roof deck and droppings early, and checks that the vents are open so the attic stays dry.",
    frequency: "semi-annually",
    steps: [
      {
        id: "check-attic-pests-leaks-prep",
        type: "preparation",
        title: "Gear up and open the hatch",
        description: "Put on a mask, gloves and long sleeves, tell someone you are going up and set the ladder firmly under the hatch.",
        substeps: ["Put on the mask, gloves and long sleeves", "Tell someone you are going up", "Set the ladder firmly under the hatch", "Take the flashlight and phone"],
        estimatedTime: 5,
        media: {
          images: [atticImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 80, y: 70 }, label: "Ceiling hatch", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "check-attic-pests-leaks-leaks",
        type: "main",
        title: "Look for leaks",
        description:
          "Shine the light along the underside of the roof deck, especially around the chimney, vent pipes and valleys. Look for dark stains, wet or rusty nails, mould and daylight, and for insulation that is damp or flattened. Just after a rain is the best time.",
        substeps: ["Follow the underside of the roof deck", "Look closely around pipes and the chimney", "Look for stains, rusty nails and mould", "Feel the insulation below for damp"],
        estimatedTime: 15,
        media: {
          images: [atticImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 62, y: 32 }, label: "Water stain on the deck", color: GUIDE_COLOURS.danger },
            { type: "circle", position: { x: 68, y: 45 }, label: "Around the vent pipe", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 56, y: 69 }, label: "Damp or flattened insulation", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "check-attic-pests-leaks-pests",
        type: "main",
        title: "Look for animals and insects",
        description: "Look for droppings, nests, tunnels in the insulation, chewed wires and wasp nests, and for daylight at the eaves that shows where animals get in.",
        substeps: ["Look for droppings on the insulation", "Look for nests and tunnels", "Check wires for chewing", "Look for daylight at the eaves"],
        estimatedTime: 15,
        warning: "Chewed wiring is a fire risk: have an electrician look at it.",
        media: {
          images: [atticImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 24, y: 64 }, label: "Droppings", color: GUIDE_COLOURS.danger },
            { type: "circle", position: { x: 15, y: 65 }, label: "Nest", color: GUIDE_COLOURS.danger },
          ],
        },
      },
      {
        id: "check-attic-pests-leaks-vents",
        type: "main",
        title: "Check the vents and fan ducts",
        description: "Air should flow in at the eaves and out at the ridge. Make sure insulation does not block the eave vents, and that every bathroom fan duct is attached and runs all the way outside.",
        substeps: ["Check insulation clears the eave vents", "Check the ridge or gable vents are open", "Follow each fan duct to its roof or wall cap"],
        estimatedTime: 7,
        media: {
          images: [atticImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 5, y: 76 }, label: "Eave vent", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 50, y: 9 }, label: "Ridge vent", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 35, y: 50 }, label: "Fan duct must reach outside", color: GUIDE_COLOURS.turn },
          ],
        },
      },
      {
        id: "check-attic-pests-leaks-done",
        type: "completion",
        title: "Record and call in help",
        description: "Photograph what you found. Call a roofer for leaks and a pest control professional for animals; seal entry holes only once the animals are gone, or you trap them inside.",
        substeps: ["Photograph stains and droppings", "Call a roofer for leaks", "Call pest control for animals", "Seal entry holes after the animals are out"],
        estimatedTime: 3,
        media: {
          images: [atticImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 80, y: 70 }, label: "Close the hatch tight", color: GUIDE_COLOURS.point }],
        },
      },
    ],
  }),
  defineEntry({
    id: "power-wash-exterior",
    name: "Wash the siding",
    appliance: "Siding and exterior walls",
    applianceIds: ["siding"],
    category: "Exterior Systems",
    estimatedTime: 240,
    difficulty: "Moderate",
    diyCost: 80,
    proCost: 300,
    requiredTools: [
      "Pressure washer with 25° and 40° tips, or a garden hose and a soft brush on an extension pole",
      "Siding cleaner suited to your siding, or a mild detergent",
      "Garden sprayer for the cleaner",
      "Plastic sheeting and painter's tape",
      "Safety glasses and closed-toe shoes",
    ],
    safetyWarnings: [
      "Never point the wand at a person or pet, and keep hands and feet away from the nozzle: the jet can cut skin and force water under it",
      "Never use the narrowest, red-coded tip on a house",
      "Do not use a pressure washer from a ladder: the kickback can throw you off; use an extension wand from the ground",
      "Run a gas pressure washer only outdoors, away from doors, windows and vents: its exhaust contains carbon monoxide",
      "In a home built before 1978, test painted siding for lead first: washing loose lead paint scatters chips over the soil",
    ],
    description:
      "Dirt, pollen and mildew hold moisture against siding and wear down its finish. A yearly wash from the top down keeps the siding lasting longer and shows cracks, loose boards and peeling paint while they are easy to fix. Too much pressure does more harm than good: it forces water behind the siding, gouges wood and strips paint.",
    frequency: "annually",
    sources: [EPA_LEAD_RRP_RULE],
    steps: [
      {
        id: "power-wash-exterior-prep",
        type: "preparation",
        title: "Cover and close up",
        description: "Close the windows and doors, tape plastic over outdoor outlets and light fixtures, move furniture away and wet the plants near the wall.",
        substeps: ["Close all windows and doors", "Tape plastic over outlets and lights", "Move furniture and grills away", "Wet the plants next to the wall"],
        estimatedTime: 30,
        media: {
          images: [sidingImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 50, y: 71 }, label: "Cover outlets and lights", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 91, y: 64 }, label: "Keep spray off the meter", color: GUIDE_COLOURS.danger },
            { type: "circle", position: { x: 70, y: 33 }, label: "Close the windows", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "power-wash-exterior-tip",
        type: "main",
        title: "Fit a wide tip and test",
        description: "Fit the 25° or 40° tip. Test on a hidden spot, starting a few feet from the wall and moving closer only until the dirt lifts.",
        substeps: ["Fit the green 25° or white 40° tip", "Test on a hidden spot", "Start a few feet from the wall", "Move closer only until the dirt lifts"],
        estimatedTime: 15,
        media: {
          images: [sidingImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 64, y: 92 }, label: "0° tip: never on a house", color: GUIDE_COLOURS.danger },
            { type: "circle", position: { x: 81, y: 92 }, label: "25° tip", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 90, y: 92 }, label: "40° tip", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "power-wash-exterior-clean",
        type: "main",
        title: "Apply the cleaner",
        description: "Spray the cleaner on from the bottom up, which avoids streaks, and let it work for the time on its label without drying. Scrub mildew with the soft brush.",
        substeps: ["Work one section at a time", "Spray cleaner from the bottom up", "Let it work, but not dry", "Scrub mildew with the soft brush"],
        estimatedTime: 60,
        media: {
          images: [sidingImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 19, y: 25 }, label: "Mildew streaks", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "power-wash-exterior-rinse",
        type: "main",
        title: "Rinse from the top down",
        description: "Rinse each section from the top down, spraying level or downward and keeping the wand moving. Never spray up under the laps, into vents or at window seals.",
        substeps: ["Start at the top of the section", "Spray level or downward", "Keep the wand moving", "Keep the spray off vents and window seals"],
        estimatedTime: 105,
        warning: "Spraying upward drives water behind the siding, where it soaks the wall and grows mould.",
        media: {
          images: [sidingImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 41, y: 40 }, label: "Aim level or down, never up", color: GUIDE_COLOURS.danger },
            { type: "arrow", position: { x: 44, y: 50 }, direction: "down", label: "Rinse from the top down", color: GUIDE_COLOURS.turn },
          ],
        },
      },
      {
        id: "power-wash-exterior-done",
        type: "completion",
        title: "Uncover and look it over",
        description: "Once the wall is dry, take off the plastic and rinse the plants. Walk around and note cracked or loose siding and peeling paint.",
        substeps: ["Take off the plastic once dry", "Rinse the plants", "Note cracked or loose boards", "Note peeling paint"],
        estimatedTime: 30,
        media: {
          images: [sidingImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 50, y: 71 }, label: "Uncover the outlet once dry", color: GUIDE_COLOURS.point }],
        },
      },
    ],
  }),
  defineEntry({
    id: "reseal-driveway",
    name: "Fill cracks and reseal the driveway",
    appliance: "Driveway",
    applianceIds: ["driveway"],
    category: "Exterior Systems",
    estimatedTime: 300,
    difficulty: "Moderate",
    diyCost: 150,
    proCost: 400,
    requiredTools: [
      "Asphalt driveway sealer (asphalt emulsion or acrylic), enough for the area on its label",
      "Squeegee or sealcoat brush",
      "Crack filler for asphalt",
      "Stiff broom, leaf blower and garden hose",
      "Driveway degreaser",
      "Gloves, eye protection and old clothes",
    ],
    safetyWarnings: [
      "Choose asphalt-emulsion or acrylic sealer, not coal-tar: the U.S. Geological Survey has found coal-tar sealcoat to be a major source of PAHs, some of which are probable human carcinogens, and some states and cities ban it",
      "Sealer irritates skin and eyes: wear gloves and eye protection",
      "Keep children, pets and cars off until the label's cure time has passed",
    ],
    description:
      "Sun, water and oil break down asphalt's binder, so the surface turns grey, crumbles and cracks; water in the cracks freezes, widens them and undermines the base. Filling the cracks and laying a fresh coat of sealer every few years slows that down and costs far less than resurfacing. This task is for asphalt: concrete takes a penetrating concrete sealer.",
    frequency: "every 3 years",
    steps: [
      {
        id: "reseal-driveway-prep",
        type: "preparation",
        title: "Pick the weather and clear the driveway",
        description:
          "Read the sealer's label for the temperature it needs and how long it must stay dry, and pick days that fit. Park the cars elsewhere. A new driveway needs the wait its installer recommends before its first seal.",
        substeps: ["Read the label's temperature and dry-time limits", "Check the forecast for dry days", "Park the cars on the street", "Tell the household"],
        estimatedTime: 15,
        media: {
          images: [drivewayImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 50, y: 17 }, label: "Cars out before you start", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "reseal-driveway-clean",
        type: "main",
        title: "Clean the surface",
        description: "Sealer will not stick to dirt or oil. Pull weeds from the cracks, sweep and blow the surface clean, scrub oil stains with degreaser, hose it down and let it dry completely.",
        substeps: ["Pull weeds out of the cracks", "Sweep and blow off loose dirt", "Scrub oil stains with degreaser", "Hose the driveway down", "Let it dry completely"],
        estimatedTime: 75,
        media: {
          images: [drivewayImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 70, y: 46 }, label: "Weeds in the cracks", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 41, y: 50 }, label: "Oil stain: degrease", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "reseal-driveway-cracks",
        type: "main",
        title: "Fill the cracks",
        description: "Blow the dust out of each crack, fill it with crack filler as its label says and let it cure before sealing over it. Wide cracks and potholes need a cold patch instead.",
        substeps: ["Blow the dust out of each crack", "Fill it with crack filler", "Smooth it level with a putty knife", "Let it cure as the label says"],
        estimatedTime: 60,
        media: {
          images: [drivewayImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 47, y: 47 }, label: "Fill cracks first", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "reseal-driveway-seal",
        type: "main",
        title: "Spread the sealer",
        description:
          "Stir the sealer well. Brush it along the edges first, then pour a ribbon across the driveway and spread it thin with the squeegee, working in sections towards the street. Two thin coats last longer than one thick one.",
        substeps: ["Stir the sealer thoroughly", "Brush it along the edges", "Pour a ribbon across one section", "Spread it thin with the squeegee", "Add a second coat if the label calls for it"],
        estimatedTime: 120,
        media: {
          images: [drivewayImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 35, y: 62 }, label: "Pour a ribbon of sealer", color: GUIDE_COLOURS.point },
            { type: "arrow", position: { x: 50, y: 67 }, direction: "down", label: "Spread it thin with the squeegee", color: GUIDE_COLOURS.turn },
          ],
        },
      },
      {
        id: "reseal-driveway-done",
        type: "completion",
        title: "Let it cure",
        description: "Block the driveway. Keep people off it and cars off it longer, for the times on the label. Clean the tools while the sealer is wet, and never pour leftovers down a drain.",
        substeps: ["Block the driveway entrance", "Keep feet off for the label's time", "Keep cars off even longer", "Clean tools while the sealer is wet"],
        estimatedTime: 20,
        media: {
          images: [drivewayImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 50, y: 17 }, label: "No cars until it cures", color: GUIDE_COLOURS.danger }],
        },
      },
    ],
  }),
  defineEntry({
    id: "paint-exterior",
    name: "Repaint the outside of the house",
    appliance: "Exterior paint and sealing",
    applianceIds: ["exterior_paint"],
    category: "Exterior Systems",
    estimatedTime: 2880,
    difficulty: "Moderate",
    diyCost: 3000,
    proCost: 8000,
    requiredTools: [
      "Exterior acrylic latex paint and a bonding or stain-blocking primer",
      "Scrapers, sanding block and wire brush",
      "Exterior caulk and caulk gun",
      "Brushes, rollers and extension poles",
      "Drop cloths and heavy plastic sheeting",
      "Extension ladder with a stand-off, or rented scaffolding",
      "An EPA-recognised lead test kit for homes built before 1978",
      "Safety glasses, gloves and a respirator suited to the work",
    ],
    safetyWarnings: [
      "In a home built before 1978, treat the paint as lead paint until a test shows otherwise: the EPA warns that lead dust from scraping and sanding is especially harmful to young children and pregnant women",
      "Never burn paint off with an open flame, use a heat gun at 1100 °F or hotter, or power-sand without a HEPA vacuum attachment: the EPA bars renovators from these methods because they spread lead",
      "Follow OSHA ladder practice: base 1 foot out for every 4 feet up, three points of contact, and at least 10 feet from power lines",
      "Stay off ladders in wind or rain; for high walls use scaffolding or hire a professional",
    ],
    description:
      "Paint is the siding's weather shield: once it cracks and peels, water soaks the wood and rot and insects follow. A full repaint, done about once a decade depending on the climate and the siding, with careful scraping, caulking and priming, protects the house and its value. In homes built before 1978 the old paint may contain lead, which the EPA calls a serious hazard to young children.",
    frequency: "every 9 years",
    sources: [EPA_LEAD_RRP_RULE, OSHA_LADDERS, OSHA_POWER_LINE_CLEARANCE],
    steps: [
      {
        id: "paint-exterior-prep",
        type: "preparation",
        title: "Test for lead, plan and protect",
        description:
          "In a house built before 1978, test the old paint for lead with an EPA-recognised kit or a certified inspector before anything else. Buy paint and primer, plan for a run of dry days in the temperature range on the paint's label, and cover the ground and plants with sheeting.",
        substeps: ["Test the old paint for lead", "Buy paint, primer and caulk", "Plan dry days within the label's temperatures", "Cover the ground and plants with sheeting", "Set up ladders or scaffolding"],
        estimatedTime: 240,
        warning: "If the test finds lead, keep children and pregnant women away from the work and follow the EPA's lead-safe practices, or hire an EPA lead-safe certified firm.",
        media: {
          images: [housePaintImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 26, y: 34 }, label: "Test the old paint for lead", color: GUIDE_COLOURS.danger },
            { type: "circle", position: { x: 50, y: 93 }, label: "Sheeting under the work area", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "paint-exterior-wash",
        type: "main",
        title: "Wash the walls",
        description: "Paint does not stick to dirt, chalk or mildew. Wash the walls from the top down with a siding cleaner and a soft brush, rinse, and let the wood dry for a day or two.",
        substeps: ["Scrub from the top down with cleaner", "Treat mildew until it is gone", "Rinse thoroughly", "Let the wood dry for a day or two"],
        estimatedTime: 360,
        warning: "Do not pressure-wash lead paint: it scatters chips over the soil.",
        media: {
          images: [housePaintImage],
          primaryImage: 0,
          overlays: [{ type: "arrow", position: { x: 38, y: 50 }, direction: "down", label: "Wash from the top down", color: GUIDE_COLOURS.turn }],
        },
      },
      {
        id: "paint-exterior-scrape",
        type: "main",
        title: "Scrape, sand and repair",
        description:
          "Scrape away every loose and blistered bit of paint down to a firm edge, then sand the edges smooth by hand. Replace rotted wood and set popped nails. With lead paint, mist the surface first and never dry-sand.",
        substeps: ["Scrape loose and blistered paint", "Sand the edges smooth by hand", "Replace rotted boards and trim", "Set popped nails", "Collect the chips on the sheeting every day"],
        estimatedTime: 720,
        media: {
          images: [housePaintImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 26, y: 34 }, label: "Scrape to a firm edge", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 71, y: 67 }, label: "Blistered paint", color: GUIDE_COLOURS.danger },
          ],
        },
      },
      {
        id: "paint-exterior-caulk-prime",
        type: "main",
        title: "Caulk the joints and prime bare wood",
        description: "Recaulk cracked joints where trim meets siding, but never the bottom edges of lap boards. Prime every patch of bare wood and any stains so the topcoat sticks and the stains do not bleed through.",
        substeps: ["Recaulk cracked trim joints", "Leave the bottom edges of lap boards open", "Prime all bare wood", "Spot-prime stains and knots"],
        estimatedTime: 480,
        media: {
          images: [housePaintImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 58, y: 33 }, label: "Recaulk the trim joint", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 26, y: 34 }, label: "Prime bare wood", color: GUIDE_COLOURS.turn },
          ],
        },
      },
      {
        id: "paint-exterior-walls",
        type: "main",
        title: "Paint the walls",
        description:
          "Paint from the top down, a few boards at a time across the wall, keeping a wet edge so laps do not show. Brush the underside of each lap board first. Follow the sun around the house so you paint in the shade, and apply two coats.",
        substeps: ["Start at the top of a wall", "Brush the underside of each lap first", "Keep a wet edge across the wall", "Work on the shady side", "Apply a second coat when the first is dry"],
        estimatedTime: 720,
        media: {
          images: [housePaintImage],
          primaryImage: 0,
          overlays: [{ type: "arrow", position: { x: 38, y: 30 }, direction: "down", label: "Top to bottom, with a wet edge", color: GUIDE_COLOURS.turn }],
        },
      },
      {
        id: "paint-exterior-trim",
        type: "main",
        title: "Paint the trim",
        description: "Once the walls are dry, paint the window and door trim, sills and corner boards with a sash brush, cutting a clean line against the walls.",
        substeps: ["Paint the window and door trim", "Paint the sills and corner boards", "Cut a clean line with a sash brush", "Apply a second coat"],
        estimatedTime: 300,
        media: {
          images: [housePaintImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 72, y: 19 }, label: "Window trim", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 7, y: 50 }, label: "Corner board", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "paint-exterior-done",
        type: "completion",
        title: "Clean up",
        description:
          "Fold the sheeting inward and bag the chips; with lead paint, mist the debris and use a HEPA vacuum. Wash brushes in a sink, never a storm drain, and keep a labelled can of each colour for touch-ups.",
        substeps: ["Fold the sheeting inward and bag the chips", "Wash brushes in a sink, not outside", "Label leftover paint for touch-ups", "Note the date and the colours"],
        estimatedTime: 60,
        media: {
          images: [housePaintImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 23, y: 85 }, label: "Keep a labelled can for touch-ups", color: GUIDE_COLOURS.point }],
        },
      },
    ],
  }),
  defineEntry({
    id: "clean-exterior-windows",
    name: "Wash the outside of the windows",
    appliance: "Exterior windows",
    applianceIds: ["exterior_windows"],
    category: "Exterior Systems",
    estimatedTime: 90,
    difficulty: "Easy",
    diyCost: 15,
    proCost: 200,
    requiredTools: ["Bucket of warm water with a few drops of dish soap", "Window scrubber or sponge", "Squeegee with a sharp rubber blade", "Lint-free microfiber cloths", "Extension pole for upper windows", "Soft brush for the tracks"],
    safetyWarnings: [
      "Clean upper-floor windows from the ground with an extension pole, or from inside if the sashes tilt in; never lean out or sit on a sill",
      "If you must use a ladder, set it on firm, level ground, keep three points of contact and do not overreach",
      "Do not pressure-wash windows: the jet can break the seals of double glazing",
    ],
    description:
      "Dirty glass blocks daylight, and grit on the frames clogs the weep holes that drain rain out of them. Washing the outside of the windows twice a year, on a cloudy day so the water does not dry into streaks, keeps them clear and shows failing seals and soft wood early.",
    frequency: "semi-annually",
    steps: [
      {
        id: "clean-exterior-windows-prep",
        type: "preparation",
        title: "Take out the screens and mix the water",
        description: "Choose a cloudy day. Take out the screens, brush cobwebs and dust off the frames and mix a few drops of dish soap into a bucket of warm water.",
        substeps: ["Choose a cloudy, dry day", "Take out and label the screens", "Brush dust and cobwebs off the frames", "Mix a few drops of soap into warm water"],
        estimatedTime: 15,
        media: {
          images: [windowExteriorImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 87, y: 82 }, label: "A few drops of soap in warm water", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "clean-exterior-windows-wash",
        type: "main",
        title: "Wet and scrub the glass",
        description: "Wet the whole pane with the scrubber and work it over the glass to loosen the dirt, corners included.",
        substeps: ["Dip the scrubber and squeeze out the excess", "Wet the whole pane", "Scrub the corners and edges"],
        estimatedTime: 25,
        media: {
          images: [windowExteriorImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 50, y: 63 }, label: "Wet the whole pane", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "clean-exterior-windows-squeegee",
        type: "main",
        title: "Squeegee from the top down",
        description: "Pull the squeegee across the top of the pane, then work down in an S pattern without lifting it, wiping the blade after each pass. Dry the edges with a cloth.",
        substeps: ["Start with a stroke along the top edge", "Work down in an S pattern", "Wipe the blade after each pass", "Dry the edges and corners with a cloth"],
        estimatedTime: 30,
        media: {
          images: [windowExteriorImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 46, y: 25 }, label: "Start at the top", color: GUIDE_COLOURS.point },
            { type: "arrow", position: { x: 66, y: 73 }, direction: "right", label: "Finish the S at the bottom", color: GUIDE_COLOURS.turn },
          ],
        },
      },
      {
        id: "clean-exterior-windows-frames",
        type: "main",
        title: "Clean the frames, sills and weep holes",
        description: "Wipe the frames and sills, brush out the tracks and clear the weep holes with a pipe cleaner so rain can drain out of the frame.",
        substeps: ["Wipe the frames and sills", "Brush out the tracks", "Clear each weep hole with a pipe cleaner"],
        estimatedTime: 15,
        media: {
          images: [windowExteriorImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 41, y: 81 }, label: "Weep hole", color: GUIDE_COLOURS.point },
            { type: "circle", position: { x: 50, y: 85 }, label: "Sill", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "clean-exterior-windows-done",
        type: "completion",
        title: "Refit the screens and note problems",
        description: "Put the screens back. Note cracked glass, fog between the panes of double glazing (a failed seal) and soft or rotted wood.",
        substeps: ["Refit the screens", "Note fog between panes", "Note cracked glass or soft wood"],
        estimatedTime: 5,
        media: { images: [windowExteriorImage], primaryImage: 0 },
      },
    ],
  }),
];
