import * as React from "react";
import { browserPushPlatform, type PushPlatform } from "./push-platform.ts";

const PushPlatformContext = React.createContext<PushPlatform | undefined>(undefined);

/** Gives the screens below another push platform: stories and tests hand in a fake browser. */
export function PushPlatformProvider({ platform, children }: { platform: PushPlatform; children: React.ReactNode }) {
  return <PushPlatformContext value={platform}>{children}</PushPlatformContext>;
}

let pagePlatform: PushPlatform | undefined;

/** The push platform: the one given by a `PushPlatformProvider`, else this page's browser. */
export function usePushPlatform(): PushPlatform {
  const given = React.useContext(PushPlatformContext);
  pagePlatform ??= browserPushPlatform();
  return given ?? pagePlatform;
}
