/**
 * "Firefox on Android": the browser and system of a User-Agent, enough for a person to tell their
 * devices apart in settings. Order matters: Edge and Opera say Chrome too, Chrome says Safari.
 */
export function deviceLabel(userAgent: string | undefined): string {
  const agent = userAgent ?? "";
  const browser = (
    [
      [/Edg(e|A|iOS)?\//, "Edge"],
      [/OPR\/|Opera/, "Opera"],
      [/SamsungBrowser\//, "Samsung Internet"],
      [/Firefox\/|FxiOS\//, "Firefox"],
      [/Chrome\/|CriOS\//, "Chrome"],
      [/Safari\//, "Safari"],
    ] as const
  ).find(([pattern]) => pattern.test(agent))?.[1];
  const system = (
    [
      [/iPhone|iPod/, "iPhone"],
      [/iPad/, "iPad"],
      [/Android/, "Android"],
      [/CrOS/, "ChromeOS"],
      [/Mac OS X|Macintosh/, "macOS"],
      [/Windows/, "Windows"],
      [/Linux/, "Linux"],
    ] as const
  ).find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "A browser";
}
