import * as React from "react";
import { BellRing, Share } from "lucide-react";
import type { Delivery, PushDevice } from "@domain/contract/index.ts";
import { formatDayOfInstant } from "@domain/format/for-people.ts";
import { Badge } from "@ui/badge/index.ts";
import { Button } from "@ui/button/index.ts";
import { Skeleton } from "@ui/skeleton/index.ts";
import type { PushSupport } from "@lib/push/index.ts";
import { DeliveryResult } from "./delivery-result.tsx";
import { DELIVERY_WORDS } from "./delivery-words.ts";

export type PushDevicesCardProps = {
  support: PushSupport;
  permission: NotificationPermission;
  /** The account's devices; undefined while they load. */
  devices: readonly PushDevice[] | undefined;
  /** The device this browser is, when it is one of them. */
  thisDeviceId?: string | undefined;
  subscribing: boolean;
  /** The tap on "Notify this device": asks for permission and subscribes. */
  onSubscribe: () => void;
  /** Sends a test; resolves with its delivery, rejects with the reason it could not be asked. */
  onTest: (id: string) => Promise<Delivery>;
  onRemove: (id: string) => Promise<unknown>;
  /** Why subscribing failed, in words. */
  problem?: string | undefined;
};

/**
 * Web Push in settings (docs/product.md §2.17): "Notify this device" where the browser can, the steps to the
 * Home Screen on iOS, a sentence where it cannot or the person blocked it; the devices with their browser,
 * last success, "Send a test" answered with the real result, and "Remove".
 */
export function PushDevicesCard({ support, permission, devices, thisDeviceId, subscribing, onSubscribe, onTest, onRemove, problem }: PushDevicesCardProps) {
  const headingId = React.useId();
  const [tested, setTested] = React.useState<Record<string, Delivery | string>>({});
  const [testing, setTesting] = React.useState<string>();
  const [removing, setRemoving] = React.useState<string>();
  const thisDeviceListed = devices?.some((device) => device.id === thisDeviceId) ?? false;

  const test = async (id: string) => {
    setTesting(id);
    try {
      const delivery = await onTest(id);
      setTested((results) => ({ ...results, [id]: delivery }));
    } catch (error) {
      setTested((results) => ({ ...results, [id]: error instanceof Error ? error.message : String(error) }));
    } finally {
      setTesting(undefined);
    }
  };

  return (
    <section aria-labelledby={headingId} data-slot="push-devices" className="grid gap-4">
      <h3 id={headingId} className="flex items-center gap-2 font-medium">
        <BellRing aria-hidden="true" className="size-4" />
        {DELIVERY_WORDS.pushTitle}
      </h3>

      {support === "needs-home-screen" ? (
        <div role="group" aria-labelledby={`${headingId}-ios`} className="grid gap-2 rounded-md border p-4">
          <p id={`${headingId}-ios`} className="font-medium">
            {DELIVERY_WORDS.iosTitle}
          </p>
          <ol className="grid list-decimal gap-1 pl-5 text-sm">
            {DELIVERY_WORDS.iosSteps.map((step, index) => (
              <li key={step}>
                {index === 0 ? <Share aria-hidden="true" className="mr-1 inline size-4 align-text-bottom" /> : null}
                {step}
              </li>
            ))}
          </ol>
        </div>
      ) : support === "unsupported" ? (
        <p className="text-sm">{DELIVERY_WORDS.unsupported}</p>
      ) : permission === "denied" ? (
        <p className="rounded-md border border-destructive/40 p-3 text-sm">{DELIVERY_WORDS.denied}</p>
      ) : thisDeviceListed ? null : (
        <div>
          <Button onClick={onSubscribe} loading={subscribing}>
            {subscribing ? DELIVERY_WORDS.subscribing : DELIVERY_WORDS.notifyThisDevice}
          </Button>
        </div>
      )}
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}

      {devices === undefined ? (
        <div role="status" aria-busy="true" aria-label="Loading your devices" className="grid gap-2">
          <Skeleton className="h-12 w-full" />
        </div>
      ) : devices.length === 0 ? (
        <p className="text-sm text-muted-foreground">{DELIVERY_WORDS.noDevices}</p>
      ) : (
        <ul aria-label="Devices that get notifications" className="grid divide-y">
          {devices.map((device) => {
            const result = tested[device.id];
            return (
              <li key={device.id} className="grid gap-2 py-3 first:pt-0">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="grid gap-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      <span>{device.deviceLabel}</span>
                      {device.id === thisDeviceId ? <Badge tone="accent">{DELIVERY_WORDS.thisDevice}</Badge> : null}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {device.lastSuccessAt ? (
                        <>
                          {DELIVERY_WORDS.lastSuccess} <time dateTime={device.lastSuccessAt}>{formatDayOfInstant(device.lastSuccessAt)}</time>
                        </>
                      ) : (
                        DELIVERY_WORDS.neverDelivered
                      )}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="outline" size="sm" aria-label={`${DELIVERY_WORDS.sendTest} to ${device.deviceLabel}`} loading={testing === device.id} onClick={() => void test(device.id)}>
                      {DELIVERY_WORDS.sendTest}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`${DELIVERY_WORDS.remove} ${device.deviceLabel}`}
                      loading={removing === device.id}
                      onClick={() => {
                        setRemoving(device.id);
                        void onRemove(device.id)
                          .catch(() => undefined)
                          .finally(() => setRemoving(undefined));
                      }}
                    >
                      {DELIVERY_WORDS.remove}
                    </Button>
                  </div>
                </div>
                <div role="status" className="min-h-5">
                  {typeof result === "string" ? (
                    <p className="text-sm text-destructive">{result}</p>
                  ) : result ? (
                    <DeliveryResult delivery={result} />
                  ) : device.lastDelivery ? (
                    <DeliveryResult delivery={device.lastDelivery} label="Last delivery" />
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
