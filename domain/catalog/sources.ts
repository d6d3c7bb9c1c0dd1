import type { CatalogSource } from "../contract/catalog.ts";

/**
 * The documents the entries cite (domain/catalog/README.md lists them). A code, standard, rule or report
 * carries the year of the edition cited; an agency's web page that shows no date carries the year its
 * text was last checked against the entry.
 */

export const NFPA_72 = {
  publisher: "NFPA",
  title: "NFPA 72, National Fire Alarm and Signaling Code",
  year: 2022,
} as const satisfies CatalogSource;

export const NFPA_SMOKE_ALARMS_REPORT = {
  publisher: "NFPA",
  title: "Smoke Alarms in U.S. Home Fires",
  year: 2021,
} as const satisfies CatalogSource;

export const KIDDE_CO_ALARM_REPLACEMENT = {
  publisher: "Kidde",
  title: "Carbon monoxide alarm replacement",
  year: 2026,
  url: "https://www.kidde.com/support/carbon-monoxide-alarms/replacement",
} as const satisfies CatalogSource;

export const NFPA_10 = {
  publisher: "NFPA",
  title: "NFPA 10, Standard for Portable Fire Extinguishers",
  year: 2022,
} as const satisfies CatalogSource;

export const NFPA_211 = {
  publisher: "NFPA",
  title: "NFPA 211, Standard for Chimneys, Fireplaces, Vents, and Solid Fuel-Burning Appliances",
  year: 2024,
} as const satisfies CatalogSource;

export const NFPA_HOME_COOKING_FIRES = {
  publisher: "NFPA",
  title: "Home Cooking Fires",
  year: 2020,
} as const satisfies CatalogSource;

export const NFPA_CLOTHES_DRYER_SAFETY = {
  publisher: "NFPA",
  title: "Clothes dryer safety tips",
  year: 2026,
} as const satisfies CatalogSource;

export const USFA_CLOTHES_DRYER_FIRES = {
  publisher: "U.S. Fire Administration",
  title: "Clothes Dryer Fires in Residential Buildings (2008-2010), Topical Fire Report Series, Volume 13, Issue 7",
  year: 2012,
  url: "https://www.usfa.fema.gov/downloads/pdf/statistics/v13i7.pdf",
} as const satisfies CatalogSource;

export const DOE_MAINTAINING_AIR_CONDITIONER = {
  publisher: "U.S. Department of Energy, Energy Saver",
  title: "Maintaining Your Air Conditioner",
  year: 2026,
  url: "https://www.energy.gov/energysaver/maintaining-your-air-conditioner",
} as const satisfies CatalogSource;

export const DOE_PROGRAMMABLE_THERMOSTATS = {
  publisher: "U.S. Department of Energy, Energy Saver",
  title: "Programmable Thermostats",
  year: 2026,
  url: "https://www.energy.gov/energysaver/programmable-thermostats",
} as const satisfies CatalogSource;

export const DOE_EVAPORATIVE_COOLERS = {
  publisher: "U.S. Department of Energy, Energy Saver",
  title: "Evaporative Coolers",
  year: 2026,
  url: "https://www.energy.gov/energysaver/evaporative-coolers",
} as const satisfies CatalogSource;

export const DOE_FANS_FOR_COOLING = {
  publisher: "U.S. Department of Energy, Energy Saver",
  title: "Fans for Cooling",
  year: 2026,
  url: "https://www.energy.gov/energysaver/fans-cooling",
} as const satisfies CatalogSource;

export const EPA_AIR_DUCTS = {
  publisher: "U.S. EPA",
  title: "Should You Have the Air Ducts in Your Home Cleaned? (EPA-402-K-97-002)",
  year: 1997,
  url: "https://www.epa.gov/indoor-air-quality-iaq/should-you-have-air-ducts-your-home-cleaned",
} as const satisfies CatalogSource;

export const EPA_AIR_CLEANERS_GUIDE = {
  publisher: "U.S. EPA",
  title: "Guide to Air Cleaners in the Home, 3rd edition",
  year: 2018,
  url: "https://www.epa.gov/indoor-air-quality-iaq/guide-air-cleaners-home",
} as const satisfies CatalogSource;

export const EPA_WATERSENSE_FIX_A_LEAK = {
  publisher: "U.S. EPA WaterSense",
  title: "Fix a Leak Week",
  year: 2026,
  url: "https://www.epa.gov/watersense/fix-leak-week",
} as const satisfies CatalogSource;

export const EPA_WATERSENSE_BATHROOM_FAUCETS = {
  publisher: "U.S. EPA WaterSense",
  title: "Bathroom Faucets",
  year: 2026,
  url: "https://www.epa.gov/watersense/bathroom-faucets",
} as const satisfies CatalogSource;

export const EPA_LEAD_RRP_RULE = {
  publisher: "U.S. EPA",
  title: "Lead; Renovation, Repair, and Painting Program, Final Rule (40 CFR Part 745)",
  year: 2008,
} as const satisfies CatalogSource;

export const EPA_MATERIALS_FACT_SHEET_2018 = {
  publisher: "U.S. EPA",
  title: "Advancing Sustainable Materials Management: 2018 Fact Sheet",
  year: 2020,
} as const satisfies CatalogSource;

export const CPSC_GARAGE_DOOR_OPERATORS = {
  publisher: "U.S. CPSC",
  title: "Safety Standard for Automatic Residential Garage Door Operators (16 CFR Part 1211)",
  year: 1992,
} as const satisfies CatalogSource;

export const ICC_IRC_2021 = {
  publisher: "International Code Council",
  title: "2021 International Residential Code, Section R401.3 Drainage",
  year: 2021,
} as const satisfies CatalogSource;

export const OSHA_LADDERS = {
  publisher: "U.S. OSHA",
  title: "Ladders (29 CFR 1926.1053)",
  year: 1990,
} as const satisfies CatalogSource;

export const OSHA_POWER_LINE_CLEARANCE = {
  publisher: "U.S. OSHA",
  title: "Electrical Safety-Related Work Practices: Overhead Lines (29 CFR 1910.333(c)(3))",
  year: 1990,
} as const satisfies CatalogSource;

export const NOAA_HURRICANE_PREPAREDNESS = {
  publisher: "NOAA National Hurricane Center",
  title: "Hurricane Preparedness (web page)",
  year: 2026,
  url: "https://www.nhc.noaa.gov/prepare/",
} as const satisfies CatalogSource;

export const READY_GOV_HURRICANES = {
  publisher: "FEMA, Ready.gov",
  title: "Hurricanes (web page)",
  year: 2026,
  url: "https://www.ready.gov/hurricanes",
} as const satisfies CatalogSource;

export const READY_GOV_POWER_OUTAGES = {
  publisher: "FEMA, Ready.gov",
  title: "Power Outages (web page)",
  year: 2026,
  url: "https://www.ready.gov/power-outages",
} as const satisfies CatalogSource;

export const CAL_FIRE_DEFENSIBLE_SPACE = {
  publisher: "CAL FIRE",
  title: "Defensible Space (web page)",
  year: 2026,
  url: "https://www.fire.ca.gov/dspace",
} as const satisfies CatalogSource;

export const NFPA_FIREWISE_HOME_IGNITION_ZONE = {
  publisher: "NFPA Firewise USA",
  title: "Preparing homes for wildfire (web page)",
  year: 2026,
  url: "https://www.nfpa.org/education-and-research/wildfire/preparing-homes-for-wildfire",
} as const satisfies CatalogSource;

export const AMERICAN_RED_CROSS_WINTER_STORM_SAFETY = {
  publisher: "American Red Cross",
  title: "Winter Storm Safety",
  year: 2026,
} as const satisfies CatalogSource;

export const FDA_STORING_FOOD_SAFELY = {
  publisher: "U.S. FDA",
  title: "Are You Storing Food Safely?",
  year: 2026,
} as const satisfies CatalogSource;

export const CPSC_PRODUCT_REGISTRATION = {
  publisher: "U.S. CPSC",
  title: "Product Registration Cards",
  year: 2026,
} as const satisfies CatalogSource;
