import {
  DEFAULT_HOME_CLIMATE,
  type ClimateType,
  type HomeClimate,
  type HomeLocation,
  type Hemisphere,
} from "./home-location.ts";
import { usClimateOfPostalCode } from "./us-postal-climate.ts";
import { describeHomeClimate } from "./seasons.ts";

/**
 * A home's hemisphere and climate from where it is (docs/product.md §5.7, decision 065): a US ZIP code
 * through its 3-digit prefix; elsewhere the country, refined by the latitude or, for Australia, the
 * postcode's state; the homeowner's own choice wins over all of them.
 */

/** How the climate was found, so the screen can say "from your postal code" or ask for a correction. */
export type ClimateSource = "postal-code" | "country" | "latitude" | "chosen" | "default";

export interface DerivedClimate extends HomeClimate {
  readonly source: ClimateSource;
  /** True when a postal code was given and not recognised: the climate then comes from the country. */
  readonly postalCodeNotFound: boolean;
}

interface CountryClimate {
  readonly hemisphere: Hemisphere;
  readonly climate: ClimateType;
}

const north = (climate: ClimateType): CountryClimate => ({ hemisphere: "northern", climate });
const south = (climate: ClimateType): CountryClimate => ({ hemisphere: "southern", climate });

/**
 * The climate most of a country's homes live in. Countries spanning several get refined below (the US
 * by ZIP code, Australia by postcode, any country by latitude where the browser gave one).
 */
const COUNTRY_CLIMATES: ReadonlyMap<string, CountryClimate> = new Map(
  Object.entries({
    US: north("mixed"),
    CA: north("cold"),
    MX: north("hot-dry"),
    GB: north("marine"),
    IE: north("marine"),
    FR: north("marine"),
    BE: north("marine"),
    NL: north("marine"),
    LU: north("marine"),
    DK: north("marine"),
    DE: north("cold"),
    AT: north("cold"),
    CH: north("cold"),
    CZ: north("cold"),
    PL: north("cold"),
    SE: north("cold"),
    NO: north("cold"),
    FI: north("cold"),
    IS: north("cold"),
    EE: north("cold"),
    LV: north("cold"),
    LT: north("cold"),
    ES: north("hot-dry"),
    PT: north("marine"),
    IT: north("mixed"),
    GR: north("hot-dry"),
    CY: north("hot-dry"),
    MT: north("hot-dry"),
    IL: north("hot-dry"),
    AE: north("hot-dry"),
    SA: north("hot-dry"),
    EG: north("hot-dry"),
    IN: north("hot-humid"),
    JP: north("mixed"),
    KR: north("cold"),
    CN: north("mixed"),
    SG: north("hot-humid"),
    MY: north("hot-humid"),
    TH: north("hot-humid"),
    PH: north("hot-humid"),
    VN: north("hot-humid"),
    AU: south("marine"),
    NZ: south("marine"),
    ZA: south("marine"),
    AR: south("mixed"),
    CL: south("marine"),
    UY: south("mixed"),
    PY: south("hot-humid"),
    BR: south("hot-humid"),
    PE: south("marine"),
    BO: south("cold"),
    NA: south("hot-dry"),
    BW: south("hot-dry"),
    LS: south("cold"),
    SZ: south("mixed"),
    MZ: south("hot-humid"),
    MG: south("hot-humid"),
    ID: south("hot-humid"),
    FJ: south("hot-humid"),
  } satisfies Record<string, CountryClimate>),
);

/** The tropics: within this many degrees of the equator nothing freezes below the mountains. */
const TROPIC_LATITUDE = 23.4;

/**
 * Australian postcodes by their first digits (Australia Post's state ranges): the tropical north is hot
 * and humid, Canberra's frosts are hard ones, the rest of the populated south is mild.
 */
function australianClimate(postalCode: string): ClimateType | undefined {
  const match = /^(\d)(\d)\d{2}$/.exec(postalCode);
  if (!match) return undefined;
  const [state, district] = [Number(match[1]), Number(match[2])];
  if (state === 0) return "hot-humid"; // the Northern Territory
  if (state === 2 && district === 6) return "mixed"; // the ACT and the Monaro
  if (state === 4 && district >= 7) return "hot-humid"; // northern Queensland
  if (state === 6 && district >= 7) return "hot-humid"; // the Pilbara and the Kimberley
  if (state >= 2 && state <= 7) return "marine";
  return undefined;
}

/** The country's climate moved by latitude: the tropics are hot; far from the equator, cold. */
function climateAtLatitude(countryClimate: ClimateType, latitude: number): ClimateType {
  const distance = Math.abs(latitude);
  if (distance < TROPIC_LATITUDE) return countryClimate === "hot-dry" ? "hot-dry" : "hot-humid";
  if (distance >= 55) return "cold";
  return countryClimate;
}

export function deriveHomeClimate(location: HomeLocation | null | undefined): DerivedClimate {
  if (!location) return { ...DEFAULT_HOME_CLIMATE, source: "default", postalCodeNotFound: false };

  const country = COUNTRY_CLIMATES.get(location.countryCode);
  const hemisphere: Hemisphere =
    location.latitude !== undefined ? (location.latitude < 0 ? "southern" : "northern") : (country?.hemisphere ?? "northern");

  let postalClimate: ClimateType | undefined;
  if (location.postalCode !== undefined) {
    if (location.countryCode === "US") postalClimate = usClimateOfPostalCode(location.postalCode);
    if (location.countryCode === "AU") postalClimate = australianClimate(location.postalCode);
  }
  // Only the US and Australia are looked up by postal code; elsewhere one is kept but not needed.
  const postalCodeNotFound = location.postalCode !== undefined && (location.countryCode === "US" || location.countryCode === "AU") && postalClimate === undefined;

  if (location.climateOverride) return { hemisphere, climate: location.climateOverride, source: "chosen", postalCodeNotFound };
  if (postalClimate) return { hemisphere, climate: postalClimate, source: "postal-code", postalCodeNotFound };
  if (location.latitude !== undefined) {
    return { hemisphere, climate: climateAtLatitude(country?.climate ?? DEFAULT_HOME_CLIMATE.climate, location.latitude), source: "latitude", postalCodeNotFound };
  }
  if (country) return { ...country, hemisphere, source: "country", postalCodeNotFound };
  return { hemisphere, climate: DEFAULT_HOME_CLIMATE.climate, source: "default", postalCodeNotFound };
}

/** Whether the country's climate is known without a postal code or latitude (the picker lists these first). */
export function isKnownCountry(countryCode: string): boolean {
  return COUNTRY_CLIMATES.has(countryCode);
}

export const KNOWN_COUNTRY_CODES: readonly string[] = [...COUNTRY_CLIMATES.keys()];

/** The answer both the server and local mode give for a home's location (domain/contract/home-location.ts). */
export function homeLocationAnswer(location: HomeLocation | null): { location: HomeLocation | null; climate: DerivedClimate & { description: string } } {
  const climate = deriveHomeClimate(location);
  return { location, climate: { ...climate, description: describeHomeClimate(climate) } };
}
