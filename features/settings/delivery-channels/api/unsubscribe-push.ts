import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { forgetThisDevice, readThisDevice, type PushPlatform } from "@lib/push/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { deliveryChannelKeys } from "./keys.ts";

export function unsubscribePush(client: ApiClient, id: string): Promise<undefined> {
  return callRoute(client, "unsubscribePush", { params: { id } });
}

/** Stops notifying a device; when it is this browser, its subscription ends here too. */
export function useUnsubscribePush(platform: PushPlatform) {
  const { client, user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await unsubscribePush(client, id);
      if (user && readThisDevice(user.id) === id) {
        forgetThisDevice(user.id);
        await platform.unsubscribe();
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryChannelKeys.all }),
  });
}
