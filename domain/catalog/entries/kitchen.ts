import type { CatalogTask } from "../../contract/catalog.ts";
import { defineEntry, GUIDE_COLOURS } from "../define-entry.ts";

const fridgeImage = {
  filename: "guides/fridge-coils.webp",
  alt: "A refrigerator with its toe grille removed and laid on the floor, showing the condenser coils underneath, and its plug in a wall socket",
  caption: "On many models the condenser coils sit behind the toe grille at the bottom front.",
};

export const kitchenEntries: readonly CatalogTask[] = [
  defineEntry({
    id: "refrigerator-clean-coils",
    name: "Clean the refrigerator condenser coils",
    appliance: "Refrigerator",
    applianceIds: ["refrigerator"],
    category: "Kitchen Appliances",
    estimatedTime: 25,
    difficulty: "Easy",
    diyCost: 10,
    proCost: 100,
    requiredTools: ["Refrigerator coil brush", "Vacuum with a crevice tool", "Flashlight"],
    safetyWarnings: ["Unplug the refrigerator before reaching near the coils and fan", "Coil fins are thin: brush gently so they do not bend"],
    description:
      "Dust on the condenser coils keeps them from shedding heat, so the compressor runs longer and hotter. Cleaning them keeps the refrigerator cold and efficient, and it is one of the simplest ways to make a compressor last.",
    frequency: "semi-annually",
    steps: [
      {
        id: "refrigerator-clean-coils-prep",
        type: "preparation",
        title: "Unplug and open the grille",
        description: "Unplug the refrigerator and pull off the toe grille at the bottom front (it clips on). On models with coils at the back, pull the refrigerator out instead.",
        substeps: ["Unplug the refrigerator", "Pull the toe grille straight off", "Shine a light in to find the coils"],
        estimatedTime: 5,
        media: {
          images: [fridgeImage],
          primaryImage: 0,
          overlays: [
            { type: "circle", position: { x: 83, y: 81 }, label: "Unplug first", color: GUIDE_COLOURS.danger },
            { type: "arrow", position: { x: 19, y: 91 }, direction: "left", label: "Toe grille, removed", color: GUIDE_COLOURS.point },
          ],
        },
      },
      {
        id: "refrigerator-clean-coils-brush",
        type: "main",
        title: "Brush and vacuum the coils",
        description: "Work the coil brush between the coils to loosen dust, then vacuum it out as you go.",
        substeps: ["Slide the brush between the coils", "Work from front to back", "Vacuum the loosened dust", "Vacuum the floor under the opening"],
        estimatedTime: 15,
        media: {
          images: [fridgeImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 50, y: 90 }, label: "Condenser coils", color: GUIDE_COLOURS.point }],
        },
      },
      {
        id: "refrigerator-clean-coils-done",
        type: "completion",
        title: "Refit the grille and plug back in",
        description: "Clip the grille back on and plug the refrigerator in. It may run longer for an hour while it cools back down.",
        substeps: ["Clip the toe grille back on", "Plug the refrigerator in", "Check the fridge light comes on"],
        estimatedTime: 5,
        media: {
          images: [fridgeImage],
          primaryImage: 0,
          overlays: [{ type: "circle", position: { x: 83, y: 81 }, label: "Plug back in", color: GUIDE_COLOURS.turn }],
        },
      },
    ],
  }),
];
