import type * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useAuth } from "@lib/session/index.ts";
import { applyNetworkModeOfSession } from "./session-network-mode.ts";

/**
 * The pages' reads run offline in a local session, and wait for the network in a server one
 * (session-network-mode.ts). Set while this renders, before the pages below it do: each query takes the
 * client's defaults as it renders, so an effect, which runs after the pages' own, would come too late for a
 * page opened offline. Setting them again to what they are changes nothing, so rendering twice is harmless.
 */
export function NetworkModeOfSession({ children }: { children: React.ReactNode }) {
  const { isLocalSession } = useAuth();
  applyNetworkModeOfSession(useQueryClient(), isLocalSession);
  return children;
}
