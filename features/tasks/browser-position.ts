import { roundLatitude } from "@domain/seasons/home-location.ts";

/** The region of the browser's language ("en-AU" → "AU"), or the US when it names none. */
export function browserCountry(): string {
  try {
    return new Intl.Locale(navigator.language).maximize().region ?? "US";
  } catch {
    return "US";
  }
}

/**
 * The browser's latitude, rounded at once to what the product keeps: the precise position never leaves
 * this function. Coarse accuracy is asked for, as a tenth of a degree is all seasons need.
 */
export function browserLatitude(): Promise<number> {
  return new Promise((resolve, reject) => {
    if (!("geolocation" in navigator)) {
      reject(new Error("No geolocation in this browser"));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve(roundLatitude(position.coords.latitude)),
      (error) => reject(new Error(error.message)),
      { enableHighAccuracy: false, maximumAge: 24 * 60 * 60 * 1000, timeout: 15_000 },
    );
  });
}
