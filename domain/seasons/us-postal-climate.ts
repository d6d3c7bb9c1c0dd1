import type { ClimateType } from "./home-location.ts";

/**
 * The climate of a US home from the first three digits of its ZIP code (docs/product.md §5.7, decision 065).
 *
 * Each row is a run of 3-digit ZIP prefixes (the USPS sectional centres) and the DOE Building America
 * climate region most of its area falls in, as the region map by county draws it (a US government work, in
 * the public domain): very cold and cold are one type here ("cold"), mixed-humid and mixed-dry another
 * ("mixed"). A prefix that straddles a line takes the side most of its homes are on, so a home near a line
 * may be told the neighbouring climate; settings lets the homeowner correct it.
 */
type PrefixRun = readonly [first: number, last: number, climate: ClimateType];

const US_PREFIX_CLIMATES: readonly PrefixRun[] = [
  [5, 5, "mixed"], // Holtsville NY
  [6, 9, "hot-humid"], // Puerto Rico, US Virgin Islands
  [10, 69, "cold"], // New England
  [70, 89, "mixed"], // New Jersey
  [100, 119, "mixed"], // New York City and Long Island
  [120, 149, "cold"], // upstate New York
  [150, 189, "cold"], // Pennsylvania
  [190, 199, "mixed"], // Philadelphia, Delaware
  [200, 269, "mixed"], // DC, Maryland, Virginia, West Virginia
  [270, 293, "mixed"], // North Carolina, inland South Carolina
  [294, 294, "hot-humid"], // Charleston SC
  [295, 314, "mixed"], // South Carolina, northern and central Georgia
  [315, 319, "hot-humid"], // southern Georgia
  [320, 349, "hot-humid"], // Florida
  [350, 364, "mixed"], // Alabama
  [365, 366, "hot-humid"], // Mobile AL
  [367, 393, "mixed"], // Alabama, Tennessee, northern Mississippi
  [394, 396, "hot-humid"], // the Mississippi coast
  [397, 397, "mixed"],
  [398, 399, "hot-humid"], // southern Georgia
  [400, 427, "mixed"], // Kentucky
  [430, 449, "cold"], // Ohio
  [450, 458, "mixed"], // southern Ohio
  [459, 459, "cold"],
  [460, 469, "cold"], // Indiana
  [470, 479, "mixed"], // southern Indiana
  [480, 619, "cold"], // Michigan, Iowa, Wisconsin, Minnesota, the Dakotas, Montana, northern Illinois
  [620, 629, "mixed"], // southern Illinois
  [630, 679, "mixed"], // Missouri, Kansas
  [680, 693, "cold"], // Nebraska
  [700, 714, "hot-humid"], // Louisiana
  [715, 749, "mixed"], // Arkansas, Oklahoma
  [750, 769, "mixed"], // northern Texas
  [770, 778, "hot-humid"], // Houston and the Gulf coast
  [779, 789, "hot-humid"], // southern and central Texas
  [790, 797, "mixed"], // the Texas panhandle
  [798, 799, "hot-dry"], // El Paso
  [800, 831, "cold"], // Colorado, Wyoming
  [832, 838, "cold"], // Idaho
  [840, 846, "cold"], // Utah
  [847, 847, "hot-dry"], // St George UT
  [848, 849, "cold"],
  [850, 859, "hot-dry"], // Phoenix, Tucson
  [860, 860, "cold"], // Flagstaff
  [861, 863, "mixed"], // Prescott
  [864, 865, "hot-dry"], // Kingman
  [866, 869, "cold"],
  [870, 874, "mixed"], // Albuquerque
  [875, 879, "cold"], // Santa Fe and the north
  [880, 884, "hot-dry"], // Las Cruces
  [885, 885, "hot-dry"], // El Paso
  [886, 888, "mixed"],
  [889, 893, "hot-dry"], // Las Vegas
  [894, 898, "cold"], // Reno and northern Nevada
  [899, 929, "hot-dry"], // southern California: Los Angeles, San Diego, the Inland Empire
  [930, 931, "marine"], // Ventura, Santa Barbara
  [932, 933, "hot-dry"], // Bakersfield
  [934, 934, "marine"], // San Luis Obispo
  [935, 938, "hot-dry"], // the Mojave, Fresno
  [939, 951, "marine"], // Monterey, the Bay Area
  [952, 953, "hot-dry"], // Stockton, Modesto
  [954, 955, "marine"], // the north coast
  [956, 960, "hot-dry"], // Sacramento, the northern valley
  [961, 961, "cold"], // the Sierra
  [962, 966, "marine"], // military addresses in the Pacific
  [967, 969, "hot-humid"], // Hawaii, Guam
  [970, 975, "marine"], // western Oregon
  [976, 979, "cold"], // eastern Oregon
  [980, 986, "marine"], // western Washington
  [987, 994, "cold"], // eastern Washington
  [995, 999, "cold"], // Alaska
];

/** The climate of a US ZIP code (5 digits, optionally ZIP+4), or undefined when it is not one. */
export function usClimateOfPostalCode(postalCode: string): ClimateType | undefined {
  const match = /^(\d{3})\d{2}(?:-?\d{4})?$/.exec(postalCode.replace(/\s+/g, ""));
  if (!match) return undefined;
  const prefix = Number(match[1]);
  return US_PREFIX_CLIMATES.find(([first, last]) => prefix >= first && prefix <= last)?.[2];
}
