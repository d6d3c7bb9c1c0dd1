import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import { formatDay } from "@domain/format/for-people.ts";

/** A block of an article's body: a subheading, a paragraph, or a list (ordered for steps). */
export type ArticleBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; ordered: boolean; items: readonly string[] };

export type BlogArticle = {
  slug: string;
  title: string;
  /** One or two sentences for the list, search results and sharing. */
  summary: string;
  /** YYYY-MM-DD */
  published: string;
  readMinutes: number;
  image: { src: string; alt: string; width: number; height: number };
  body: readonly ArticleBlock[];
};

const paragraph = (text: string): ArticleBlock => ({ kind: "paragraph", text });
const heading = (text: string): ArticleBlock => ({ kind: "heading", text });
const steps = (...items: string[]): ArticleBlock => ({ kind: "list", ordered: true, items });
const bullets = (...items: string[]): ArticleBlock => ({ kind: "list", ordered: false, items });

/** Newest first. */
export const blogArticles: readonly BlogArticle[] = [
  {
    slug: "dryer-vent-cleaning",
    title: "Dryer vent cleaning: the fire risk hiding behind your laundry",
    summary: "Lint is highly flammable, and a clogged vent is the leading cause of dryer fires. Here is how often to clean it and how.",
    published: "2026-10-14",
    readMinutes: 5,
    image: { src: "/guides/dryer-vent.webp", alt: "A dryer pulled away from the wall with its vent duct disconnected for cleaning", width: 800, height: 600 },
    body: [
      paragraph(
        "According to the U.S. Fire Administration, clothes dryers cause about 2,900 home fires a year, and the leading cause is failure to clean them. The lint screen catches most lint, but some always gets past it and settles in the duct that carries hot, damp air outside.",
      ),
      heading("How often"),
      bullets(
        "Empty the lint screen before or after every load.",
        "Clean the vent duct at least once a year; more often with a large household, pets, or a duct longer than a few metres.",
        "Wash the lint screen with warm soapy water every few months if you use dryer sheets: their residue can clog the mesh even when it looks clean.",
      ),
      heading("Signs the vent is clogged"),
      bullets(
        "Clothes take longer than one cycle to dry.",
        "The dryer or the clothes are unusually hot at the end of a cycle.",
        "The outside flap barely opens while the dryer runs.",
        "A burning smell, or lint around the outside vent opening.",
      ),
      heading("How to clean it"),
      steps(
        "Unplug the dryer. For a gas dryer, also close the gas supply valve and be careful not to strain the gas line.",
        "Pull the dryer away from the wall and loosen the clamp that holds the duct to the dryer's outlet.",
        "Vacuum the outlet on the dryer and the first part of the duct.",
        "Push a dryer vent brush through the duct in both directions, extending its rods as you go, then vacuum what it brings out.",
        "Outside, remove lint from the vent hood and check that the flap swings freely.",
        "Reconnect the duct, restore power (and gas), and run the dryer on air-only for a few minutes while you check airflow outside.",
      ),
      heading("Check the duct itself"),
      paragraph(
        "Use rigid or semi-rigid metal duct, kept as short and straight as the space allows. White plastic or thin foil accordion ducts sag, trap lint and can melt; replace them. If the duct runs through a wall or roof and you cannot reach its whole length, a vent-cleaning professional can do it in under an hour.",
      ),
    ],
  },
  {
    slug: "test-smoke-alarms",
    title: "Smoke alarms: test monthly, replace every ten years",
    summary: "Working smoke alarms roughly halve the risk of dying in a home fire. A monthly test takes a minute; here is the full routine.",
    published: "2026-09-23",
    readMinutes: 4,
    image: { src: "/guides/smoke-alarm.webp", alt: "A hand pressing the test button of a ceiling-mounted smoke alarm", width: 800, height: 600 },
    body: [
      paragraph(
        "The National Fire Protection Association reports that about three in five home fire deaths happen in homes with no smoke alarms or none that work. Alarms fail quietly: a dead battery, a disconnected wire, or a sensor that has simply aged out.",
      ),
      heading("Every month: press the test button"),
      paragraph(
        "Press and hold the test button until the alarm sounds. A weak or silent alarm needs a new battery or, if that does not help, replacing. Tell everyone at home first, and test when people are awake to hear whether the alarm reaches the bedrooms.",
      ),
      heading("Every year: batteries and dust"),
      bullets(
        "Replace replaceable batteries at least once a year, or as soon as the alarm chirps.",
        "Alarms with sealed 10-year batteries need no battery changes; replace the whole unit when it reaches the end of its life.",
        "Vacuum the vents gently with a brush attachment: dust and cobwebs cause false alarms and slow the sensor.",
      ),
      heading("Every ten years: replace the alarm"),
      paragraph(
        "Smoke sensors lose sensitivity with age, so replace any alarm 10 years after the manufacture date printed on its back, even if it still beeps when tested. If there is no date, it is old enough to replace.",
      ),
      heading("Where alarms belong"),
      bullets(
        "Inside every bedroom and outside each sleeping area.",
        "On every level of the home, including the basement.",
        "Away from the kitchen stove and bathroom doors, where cooking fumes and steam set them off.",
        "Ideally interconnected, so that one alarm sounding sets off all of them.",
      ),
    ],
  },
  {
    slug: "clean-refrigerator-coils",
    title: "Cleaning refrigerator coils: twenty minutes for a cooler-running fridge",
    summary: "Dusty condenser coils make your fridge's compressor work harder and longer. Cleaning them once or twice a year is one of the easiest jobs in the house.",
    published: "2026-09-02",
    readMinutes: 4,
    image: { src: "/guides/fridge-coils.webp", alt: "A coil brush cleaning the condenser coils under a refrigerator's front grille", width: 800, height: 600 },
    body: [
      paragraph(
        "A refrigerator moves heat from inside the cabinet to the room through its condenser coils. When the coils are coated in dust and pet hair, they shed heat poorly, so the compressor runs longer to keep the food cold, using more energy and wearing out sooner.",
      ),
      heading("How often"),
      paragraph(
        "Every six to twelve months, and every three to six months if you have pets that shed. If the fridge feels warm on its sides or runs almost constantly, check the coils first.",
      ),
      heading("Find your coils"),
      bullets(
        "Behind a removable grille (the kick plate) at the bottom front: most modern fridges.",
        "On the back: older and smaller models, as a black grid of tubes.",
        "Some built-in and newer models have coils inside the walls; these need no cleaning, but keep the area around the fridge clear so it can breathe.",
      ),
      heading("How to clean them"),
      steps(
        "Unplug the fridge, or switch it off at its control. It will stay cold for the few minutes this takes.",
        "Remove the kick plate, or pull the fridge out carefully to reach the back.",
        "Loosen dust with a long, narrow coil brush, working along the coils rather than across them.",
        "Vacuum the loosened dust with a crevice tool, including the floor under the fridge.",
        "Refit the grille, push the fridge back leaving a small gap at the back, and plug it in.",
      ),
      heading("While you are there"),
      paragraph(
        "Check the door seals: close the door on a sheet of paper; if it slides out easily, the gasket may need cleaning with warm soapy water or replacing. A leaking seal costs as much energy as dirty coils.",
      ),
    ],
  },
  {
    slug: "furnace-filter-guide",
    title: "How often should you change your furnace filter?",
    summary: "The cheapest way to protect your furnace and your air. How often depends on the filter's thickness, your household and the season.",
    published: "2026-08-12",
    readMinutes: 5,
    image: { src: "/guides/furnace-filter.webp", alt: "A new filter sliding into the filter slot at the base of a furnace", width: 800, height: 600 },
    body: [
      paragraph(
        "A forced-air furnace pulls the whole house's air through one filter. As the filter fills, airflow drops: rooms heat unevenly, the blower works harder, and in the worst case the heat exchanger overheats and the furnace shuts itself off. A new filter costs a few dollars; a blower motor costs hundreds.",
      ),
      heading("How often"),
      bullets(
        "1-inch filters: every 1 to 3 months. Every 90 days is a common starting point.",
        "Every month with pets, allergies, a large household, or during renovation work.",
        "4- to 5-inch media filters: every 6 to 12 months, as the manufacturer says.",
        "Check monthly during heavy heating or cooling seasons: if you cannot see light through it, replace it.",
      ),
      heading("Pick the right filter"),
      paragraph(
        "The size is printed on the frame of the old filter, for example 16 × 25 × 1 (inches). For most homes a pleated filter rated MERV 8 to 11 balances filtration and airflow. Higher ratings, such as MERV 13, catch finer particles but restrict airflow more, so check that your system is designed for them.",
      ),
      heading("How to change it"),
      steps(
        "Switch the thermostat off so the blower does not run.",
        "Find the filter slot: in the return-air duct next to the furnace, in a return grille on a wall or ceiling, or behind the furnace's front panel.",
        "Slide out the old filter and note the arrow printed on its frame.",
        "Insert the new filter with the arrow pointing toward the furnace, in the direction the air flows.",
        "Close the slot cover, switch the thermostat back on, and write down the date, or let Hearthkeep remind you next time.",
      ),
      heading("When to call a professional"),
      paragraph(
        "Once a year, ideally before the heating season, have a technician inspect and tune a gas furnace: they check the burners, the heat exchanger and the venting for carbon monoxide, which a filter change does not cover.",
      ),
    ],
  },
];

export function findArticle(slug: string | undefined): BlogArticle | undefined {
  return blogArticles.find((article) => article.slug === slug);
}

/** "Oct 14, 2026" for a YYYY-MM-DD date, whatever the visitor's time zone (docs/product.md §2). */
export function formatPublished(date: CalendarDate): string {
  return formatDay(date);
}
