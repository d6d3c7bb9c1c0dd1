import * as React from "react";
import { Bell } from "lucide-react";
import { normaliseError } from "@lib/http/index.ts";
import { PushSubscribeError, readThisDevice, usePushPlatform } from "@lib/push/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { Button } from "@ui/button/index.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@ui/card/index.ts";
import { Separator } from "@ui/separator/index.ts";
import { Skeleton } from "@ui/skeleton/index.ts";
import { useDeliveries } from "./api/get-deliveries.ts";
import { useDeliveryChannels } from "./api/get-delivery-channels.ts";
import { useVapidPublicKey } from "./api/get-vapid-public-key.ts";
import { useRemoveDeliveryChannel } from "./api/remove-delivery-channel.ts";
import { useSetDeliveryChoices } from "./api/set-delivery-choices.ts";
import { useSetNtfyChannel } from "./api/set-ntfy-channel.ts";
import { useSetWebhookChannel } from "./api/set-webhook-channel.ts";
import { useSubscribePush } from "./api/subscribe-push.ts";
import { useTestDeliveryChannel, type ChannelKind } from "./api/test-delivery-channel.ts";
import { useTestPush } from "./api/test-push.ts";
import { useUnsubscribePush } from "./api/unsubscribe-push.ts";
import { ChannelCard } from "./channel-card.tsx";
import { DeliveryChoicesCard } from "./delivery-choices-card.tsx";
import { DeliveryLog } from "./delivery-log.tsx";
import { DELIVERY_WORDS } from "./delivery-words.ts";
import { PushDevicesCard } from "./push-devices-card.tsx";

const copyToClipboard = (text: string) => navigator.clipboard.writeText(text);
/** The server's reason in words, for a form or a result line. */
const inWords = (error: unknown) => (error instanceof PushSubscribeError ? error : normaliseError(error));

/**
 * Settings' notifications (docs/product.md §2.17) wired to the server and to this browser's Push API.
 * The webhook's new secret lives in this component's state only, never in the query cache.
 */
export function DeliveryChannelsSection({ copy = copyToClipboard }: { copy?: (text: string) => Promise<void> }) {
  const { user } = useAuth();
  const platform = usePushPlatform();
  const channels = useDeliveryChannels();
  const deliveries = useDeliveries();
  const support = platform.support();
  const [permission, setPermission] = React.useState(() => platform.permission());
  const vapidKey = useVapidPublicKey({ enabled: support === "available" && permission !== "denied" });
  const subscribe = useSubscribePush(platform);
  const unsubscribe = useUnsubscribePush(platform);
  const testPush = useTestPush();
  const testChannel = useTestDeliveryChannel();
  const setNtfy = useSetNtfyChannel();
  const setWebhook = useSetWebhookChannel();
  const removeChannel = useRemoveDeliveryChannel();
  const setChoices = useSetDeliveryChoices();
  const [secret, setSecret] = React.useState<string>();
  const [pushProblem, setPushProblem] = React.useState<string>();
  const [choicesProblem, setChoicesProblem] = React.useState<string>();
  // The device subscribed in this visit, or the one this browser was before (lib/push/this-device.ts).
  const thisDeviceId = subscribe.data?.id ?? (user ? readThisDevice(user.id) : undefined);

  const notifyThisDevice = () => {
    setPushProblem(undefined);
    // Asked first, within the tap: browsers refuse a permission prompt that comes after a wait.
    void platform.requestPermission().then(async (answer) => {
      setPermission(answer);
      if (answer !== "granted") return;
      try {
        const publicKey = vapidKey.data ?? (await vapidKey.refetch({ throwOnError: true })).data;
        if (!publicKey) return;
        await subscribe.mutateAsync(publicKey);
      } catch (error) {
        setPushProblem(inWords(error).message);
      }
    });
  };
  const failInWords = (error: unknown): never => {
    throw inWords(error);
  };
  const test = (kind: ChannelKind) => testChannel.mutateAsync(kind).catch(failInWords);

  return (
    <Card role="region" aria-labelledby="delivery-channels-title" data-slot="delivery-channels">
      <CardHeader>
        <CardTitle asLevel={2} id="delivery-channels-title" className="flex items-center gap-2">
          <Bell aria-hidden="true" className="size-5" />
          {DELIVERY_WORDS.title}
        </CardTitle>
        <CardDescription>{DELIVERY_WORDS.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {channels.isPending ? (
          <div role="status" aria-busy="true" aria-label="Loading your notification settings" className="grid gap-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-32 w-full" />
          </div>
        ) : channels.isError ? (
          <div role="alert" className="grid gap-3 rounded-md border border-destructive/40 p-4">
            <p className="font-medium">{DELIVERY_WORDS.loadFailed}</p>
            <div>
              <Button variant="outline" onClick={() => void channels.refetch()}>
                {DELIVERY_WORDS.retry}
              </Button>
            </div>
          </div>
        ) : (
          <>
            <PushDevicesCard
              support={support}
              permission={permission}
              devices={channels.data.devices}
              thisDeviceId={thisDeviceId}
              subscribing={subscribe.isPending}
              onSubscribe={notifyThisDevice}
              onTest={(id) => testPush.mutateAsync(id).catch(failInWords)}
              onRemove={(id) => unsubscribe.mutateAsync(id).catch(failInWords)}
              problem={pushProblem}
            />
            <Separator />
            <ChannelCard
              kind="ntfy"
              channel={channels.data.ntfy}
              onSave={(values) => setNtfy.mutateAsync(values).catch(failInWords)}
              onRemove={() => removeChannel.mutateAsync("ntfy").catch(failInWords)}
              onTest={() => test("ntfy")}
            />
            <Separator />
            <ChannelCard
              kind="webhook"
              channel={channels.data.webhook}
              onSave={async ({ url }) => {
                const answer = await setWebhook.mutateAsync({ url }).catch(failInWords);
                setSecret(answer.secret);
              }}
              onRemove={() => removeChannel.mutateAsync("webhook").catch(failInWords)}
              onTest={() => test("webhook")}
              secret={secret}
              onDismissSecret={() => setSecret(undefined)}
              onCopySecret={copy}
            />
            <Separator />
            <DeliveryChoicesCard
              choices={channels.data.choices}
              onChange={(choices) => {
                setChoicesProblem(undefined);
                setChoices.mutate(choices, { onError: (error) => setChoicesProblem(inWords(error).message) });
              }}
            />
            {choicesProblem ? (
              <p role="alert" className="text-sm text-destructive">
                {choicesProblem}
              </p>
            ) : null}
            <Separator />
            <DeliveryLog deliveries={deliveries.data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
