import type { CatalogPart } from "../contract/catalog.ts";

/*
 * The parts a catalogue task replaces or uses up, keyed by task id, and how to buy the right one. Kept
 * apart from the guides so the parts can be reviewed as one list; tasks.ts joins them to their entries.
 */

const filterLabel = "The size is printed on the frame of the filter in use as width × height × depth in inches (16x25x1); buy that size exactly.";

export const CATALOG_PARTS: Readonly<Record<string, readonly CatalogPart[]>> = {
  "hvac-replace-filter": [
    { name: "Furnace air filter", howToFind: `${filterLabel} The EPA advises the highest MERV rating the system's fan and filter slot can take, MERV 13 where it can; the furnace manual gives its limit, and a filter denser than that chokes the blower.`, searchTerms: "furnace air filter" },
  ],
  "oven-check-door-seal": [
    { name: "Oven door gasket", howToFind: "The model and serial label is inside the door frame or behind the storage drawer; the gasket's part number is listed for that model.", searchTerms: "oven door gasket" },
  ],
  "microwave-clean-vent-filter": [
    { name: "Over-the-range microwave charcoal filter", howToFind: "The model number is on a label inside the door frame; the charcoal filter's part number is in the manual under replacement parts.", searchTerms: "microwave charcoal filter" },
  ],
  "thermostat-recalibrate": [
    { name: "Thermostat batteries", howToFind: "Pull the cover off the base plate: the battery size (usually AA or AAA alkaline) is marked in the battery holder.", searchTerms: "AA alkaline batteries" },
  ],
  "ac-winterize": [
    { name: "Refrigerant line foam insulation", howToFind: "Measure the larger copper line's outside diameter (often 3/4 or 7/8 inch) and buy pipe insulation of that inside diameter, 1/2 inch wall.", searchTerms: "AC line set foam pipe insulation" },
  ],
  "window-ac-clean-filter": [
    { name: "Window AC filter mesh", howToFind: "The model number is on the label on the side of the cabinet or behind the front grille; the mesh filter is sold for that model.", searchTerms: "window air conditioner filter" },
  ],
  "water-heater-test-valve": [
    { name: "Temperature and pressure relief valve", howToFind: "The valve's tag lists its pressure (150 psi) and temperature (210 °F) ratings and its thread (3/4 inch); the new valve must match them and the heater's rating plate.", searchTerms: "temperature pressure relief valve 3/4 inch 150 psi" },
  ],
  "water-heater-check-anode": [
    { name: "Water heater anode rod", howToFind: "The rating plate on the tank gives the model and capacity; the rod's length (often 40 to 44 inches), metal (magnesium, aluminium or powered) and fitting follow from it: most screw in with a 3/4-inch NPT thread and turn by a 1-1/16-inch hex head. A flexible, segmented rod fits under a low ceiling.", searchTerms: "water heater anode rod" },
  ],
  "washer-check-hoses": [
    { name: "Washing machine fill hoses", howToFind: "Measure the old hoses' length; the fittings are 3/4-inch garden-hose thread on almost every washer. Braided stainless steel lasts longest.", searchTerms: "washing machine hoses braided stainless steel" },
  ],
  "washer-replace-hoses": [
    { name: "Washing machine fill hoses", howToFind: "Measure the old hoses' length (4, 5 or 6 ft); the fittings are 3/4-inch garden-hose thread on almost every washer. Buy a pair with new rubber washers.", searchTerms: "washing machine hoses braided stainless steel" },
  ],
  "dryer-clean-vent-outside": [
    { name: "Dryer vent hood", howToFind: "Measure the duct's diameter where it leaves the wall (almost always 4 inches); choose a louvred or flapper hood with no screen, which lint clogs.", searchTerms: "4 inch dryer vent hood" },
  ],
  "test-smoke-co-detectors": [
    { name: "Smoke and CO alarm batteries", howToFind: "Twist the alarm off its base: the battery type (9 V or AA) is printed in the battery compartment; the date of manufacture is on the back label.", searchTerms: "9V battery smoke alarm" },
  ],
  "replace-smoke-batteries": [
    { name: "Smoke and CO alarm batteries", howToFind: "Twist the alarm off its base: the battery type (9 V or AA) is printed in the compartment. An alarm with a sealed 10-year battery takes no new one: replace the whole alarm by the date on its back label.", searchTerms: "9V lithium battery smoke alarm" },
  ],
  "test-fire-extinguishers": [
    { name: "Fire extinguisher", howToFind: "The label lists its class (ABC for home use) and size in pounds (2.5, 5 or 10 lb); replace it with the same class and size or larger.", searchTerms: "ABC fire extinguisher 5 lb" },
  ],
  "clean-faucet-aerators": [
    { name: "Faucet aerator", howToFind: "Check whether the old aerator's threads are inside (male faucet) or outside (female); most are 15/16-27 male or 55/64-27 female. The flow rate in gallons per minute is stamped on its side.", searchTerms: "faucet aerator 1.5 gpm" },
  ],
  "turn-on-outdoor-water": [
    { name: "Garden hose washers", howToFind: "Standard 3/4-inch garden-hose thread washers fit every outdoor faucet and hose coupling.", searchTerms: "garden hose washers" },
  ],
  "inspect-toilets-leaks": [
    { name: "Toilet flapper", howToFind: "Lift the tank lid: the flush valve's opening is 2 or 3 inches across, and the tank's model number is stamped inside behind the water line.", searchTerms: "toilet flapper" },
  ],
  "update-surge-protectors": [
    { name: "Surge protector", howToFind: "The label under the strip gives its joule rating and UL 1449 listing; replace it with the same or higher joules (1,000 or more for electronics).", searchTerms: "surge protector power strip 2000 joules" },
  ],
  "inspect-electrical-cords": [
    { name: "Extension cord", howToFind: "The gauge (AWG) and amp rating are printed on the cord's jacket; a replacement needs the same gauge or a lower number, and an outdoor rating (W) for outside use.", searchTerms: "12 gauge extension cord" },
  ],
  "clean-window-wells": [
    { name: "Drainage gravel", howToFind: "Use washed drainage stone of 3/4 to 1 1/2 inches; measure the well's width and depth to work out how many bags.", searchTerms: "washed drainage gravel" },
  ],
  "inspect-caulking-weatherstrip": [
    { name: "Exterior caulk and door weatherstripping", howToFind: "For gaps under 1/4 inch around windows and trim use a paintable exterior sealant (siliconised acrylic or polyurethane); match a door strip by pulling a short piece out of its slot and noting its profile.", searchTerms: "exterior caulk polyurethane" },
  ],
  "check-weatherstripping": [
    { name: "Door weatherstripping and door sweep", howToFind: "Pull a short piece of the old strip out of its slot and match its profile (kerf-in foam, V-strip or compression bulb); measure the door's width for the sweep.", searchTerms: "door weatherstripping kerf" },
  ],
  "paint-exterior": [
    { name: "Exterior trim boards", howToFind: "Measure the rotted board's width, thickness and length, and note its wood or composite; primed PVC or cedar trim of the same size takes paint well.", searchTerms: "exterior trim board primed" },
  ],
  "service-lawn-equipment": [
    { name: "Mower air filter and spark plug", howToFind: "The engine's model, type and code are stamped on its shroud or valve cover; the air filter and spark plug part numbers are listed for that engine.", searchTerms: "lawn mower air filter spark plug" },
  ],
  "check-deck-patio": [
    { name: "Deck screws", howToFind: "Use coated or stainless deck screws at least 2 1/2 inches long for 5/4 boards; ACQ-treated lumber needs fasteners rated for it.", searchTerms: "coated deck screws 2 1/2 inch" },
  ],
  "inspect-repair-fences": [
    { name: "Fence pickets", howToFind: "Measure a sound picket's width, thickness and height and note its top shape (flat, dog-ear); match the wood, usually cedar or pressure-treated pine.", searchTerms: "cedar fence picket dog ear" },
  ],
  "update-smart-home-devices": [
    { name: "Replacement smart home device", howToFind: "The app lists each device's model and its firmware; the maker's site says which models still get updates. Pick a replacement that works with the same hub or standard (Matter, Zigbee, Z-Wave).", searchTerms: "Matter smart plug" },
  ],
  "test-security-alarm": [
    { name: "Alarm sensor batteries", howToFind: "Open the sensor's cover: the battery type (often CR123A or CR2032 lithium) is printed beside the holder.", searchTerms: "CR123A lithium battery" },
  ],
  "replace-alarms-end-of-life": [
    {
      name: "Smoke, carbon monoxide or combination alarm",
      howToFind: "The old alarm's back label names its kind (smoke, CO or both), its power (hard-wired 120 V AC or battery) and its model; buy the same kind and power. A hard-wired alarm of the same brand often plugs into the old harness; the label or manual lists compatible models.",
      searchTerms: "smoke carbon monoxide combination alarm",
    },
  ],
  "refrigerator-replace-water-filter": [
    {
      name: "Refrigerator water filter cartridge",
      howToFind: "The part number is printed on the old cartridge and in the use and care guide; the refrigerator's model number is on a label inside the fresh-food compartment. Buy that part or one the maker lists for the model.",
      searchTerms: "refrigerator water filter",
    },
  ],
  "test-afci-breakers": [
    {
      name: "AFCI circuit breaker",
      howToFind: "The panel's label, inside its door, lists the breaker types the panel accepts; the failed breaker's own label gives its brand, type and amperage. A licensed electrician fits the new one.",
      searchTerms: "AFCI circuit breaker",
    },
  ],
  "test-radon": [
    {
      name: "Short-term radon test kit",
      howToFind: "Pick a kit whose price includes the laboratory's analysis and return postage; state radon programs often sell them at a discount.",
      searchTerms: "short-term radon test kit lab fee included",
    },
  ],
};
