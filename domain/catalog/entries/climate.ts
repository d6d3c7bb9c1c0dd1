import type { CatalogTask } from "../../contract/catalog.ts";
import { defineEntry, GUIDE_COLOURS } from "../define-entry.ts";

const furnaceImage = {
  filename: "guides/furnace-filter.webp",
  alt: "A furnace cabinet with the filter half pulled out of its slot near the bottom, and a service switch on the wall beside it",
  caption: "The filter slides into a slot between the return duct and the blower.",
};

export const climateEntries: readonly CatalogTask[] = [
  defineEntry({
    id: "hvac-replace-filter",
    name: "Replace the HVAC air filter",
    appliance: "Furnace / HVAC system",
    applianceIds: ["hvac_furnace", "central_ac", "heat_pump"],
    category: "Climate Control Systems",
    estimatedTime: 10,
    difficulty: "Easy",
    diyCost: 15,
    proCost: 80,
    requiredTools: ["A replacement filter of the same size (printed on the old filter's frame)", "Flashlight"],
    safetyWarnings: ["Turn the system off at the thermostat or service switch before pulling the filter", "Never run the system without a filter in place"],
    description:
      "A clogged filter makes the blower work harder and lets dust into the ducts. The U.S. Department of Energy says replacing a dirty, clogged filter with a clean one can lower an air conditioner's energy use by 5% to 15%. Check the filter monthly and replace it at least every three months, more often with pets or during heavy use.",
    frequency: "quarterly",
    steps: [
      {
        id: "hvac-replace-filter-prep",
        type: "preparation",
        title: "Switch the system off and find the filter",
        description: "Set the thermostat to off, then find the filter slot where the return duct meets the furnace.",
        substeps: ["Set the thermostat to off", "Or flip the service switch beside the furnace to off", "Find the filter slot or the return grille", "Read the size printed on the old filter's frame"],
        estimatedTime: 3,
        media: {
          images: [furnaceImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 81, y: 33 }, label: "Service switch", color: GUIDE_COLOURS.danger },
            { type: "circle", position: { x: 50, y: 74 }, label: "Filter slot", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "hvac-replace-filter-swap",
        type: "main",
        title: "Swap the filter, arrow towards the furnace",
        description: "Slide the old filter out, then slide the new one in with the airflow arrow on its frame pointing towards the blower.",
        substeps: ["Slide the old filter out slowly so dust stays on it", "Bag the old filter", "Check the airflow arrow on the new filter", "Slide it in with the arrow pointing towards the furnace", "Close the slot cover"],
        estimatedTime: 5,
        warning: "A filter installed backwards filters poorly and can collapse into the blower.",
        media: {
          images: [furnaceImage],
          primaryImage: 0,
          overlays: [
            { type: "arrow", position: { x: 29, y: 74 }, direction: "right", label: "Airflow arrow points into the furnace", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "hvac-replace-filter-done",
        type: "completion",
        title: "Turn the system back on",
        description: "Switch the system back on and write the date on the new filter's frame so you know when it went in.",
        substeps: ["Flip the service switch or thermostat back on", "Listen for the blower to start", "Write today's date on the filter frame"],
        estimatedTime: 2,
        media: {
          images: [furnaceImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 81, y: 33 }, label: "Switch back on", color: GUIDE_COLOURS.turn }],
        },
      },
    ],
  }),
];
