import type { Delivery, DeliveryChannel, DeliveryEventKind } from "@domain/contract/index.ts";

/** docs/product.md §2.17 "Notifications": the words of the section. */
export const DELIVERY_WORDS = {
  title: "Notifications",
  description: "Get reminders, the weekly summary, achievements and household activity on your phone, your computer or your own services, besides e-mail.",
  pushTitle: "This device and your other devices",
  notifyThisDevice: "Notify this device",
  subscribing: "Turning on notifications…",
  thisDevice: "This device",
  noDevices: "No device gets notifications yet.",
  sendTest: "Send a test",
  remove: "Remove",
  lastSuccess: "Last delivered",
  neverDelivered: "Nothing delivered yet",
  unsupported: "This browser cannot show notifications from websites. Use another browser, or ntfy or a webhook below.",
  denied:
    "Notifications are blocked for Hearthkeep in this browser. To allow them, open the site's settings (the icon left of the address), set Notifications to Allow, then reload this page.",
  iosTitle: "On iPhone and iPad, notifications come to the app on your Home Screen",
  iosSteps: ["Tap the Share button in Safari.", "Choose “Add to Home Screen”, then “Add”.", "Open Hearthkeep from your Home Screen and come back to these settings."],
  ntfyTitle: "ntfy",
  ntfyDescription: "Publish to a topic on any ntfy server; the ntfy app shows it on your phone.",
  ntfyUrlLabel: "Topic URL",
  ntfyUrlHint: "For example https://ntfy.sh/your-secret-topic",
  ntfyTokenLabel: "Access token (optional)",
  ntfyTokenHint: "Only for a protected topic. Leave it empty to keep the token you saved.",
  webhookTitle: "Webhook",
  webhookDescription: "Send each event as signed JSON to an address of yours, such as a Home Assistant automation.",
  webhookUrlLabel: "Webhook URL",
  webhookUrlHint: "It must start with https://",
  save: "Save",
  notSet: "Not set up.",
  secretTitle: "Copy the signing secret now",
  secretBody: "It is shown only this once. Your receiver checks the Hearthkeep-Signature header with it; saving the URL again makes a new one.",
  copySecret: "Copy secret",
  secretCopied: "Secret copied.",
  copyFailed: "Could not copy. Select the secret and copy it yourself.",
  secretDone: "Done, I have copied it",
  choicesTitle: "What goes where",
  choicesDescription: "E-mail follows your preferences above; the notification center always gets everything.",
  logTitle: "Delivery log",
  logEmpty: "Nothing has been sent yet. Send a test to see it here.",
  loadFailed: "Your notification settings could not be loaded.",
  retry: "Try again",
  localTitle: "Notifications",
  localBody: "Notifications on your phone, ntfy and webhooks need an account: they come from our servers.",
} as const;

export const CHANNEL_NAMES: Record<DeliveryChannel, string> = { push: "Push", ntfy: "ntfy", webhook: "Webhook" };

export const EVENT_NAMES: Record<DeliveryEventKind | "test", string> = {
  reminder: "Reminder",
  "weekly-summary": "Weekly summary",
  achievement: "Achievement",
  household: "Household activity",
  test: "Test",
};

/** "08:01" where the reader is (or in the zone given). */
export function timeOfInstant(isoInstant: string, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-US", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(new Date(isoInstant));
}

/** "Dec 7, 08:01". */
export function momentOfInstant(isoInstant: string, timeZone?: string): string {
  const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone }).format(new Date(isoInstant));
  return `${day}, ${timeOfInstant(isoInstant, timeZone)}`;
}

/**
 * A delivery's result as a sentence a person can act on (docs/product.md §2.17): "Delivered to Pixel 8 at
 * 08:01", "The push service refused: … — turn notifications on again", the error in words otherwise.
 */
export function deliveryResultInWords(delivery: Delivery, timeZone?: string): string {
  const where = delivery.deviceLabel ?? (delivery.channel === "ntfy" ? "your ntfy topic" : delivery.channel === "webhook" ? "your webhook" : "the device");
  switch (delivery.status) {
    case "sent":
      return `Delivered to ${where} at ${timeOfInstant(delivery.settledAt ?? delivery.createdAt, timeZone)}`;
    case "gone":
      return `The push service refused: ${delivery.error ?? "the subscription has ended"} — turn notifications on again on that device`;
    case "failed":
      return `Not delivered to ${where}: ${delivery.error ?? "no reason was given"}`;
    case "sending":
      return `Sending to ${where}…`;
    case "pending":
      return delivery.attempts > 0 ? `Not delivered yet, trying again (${delivery.attempts} of 5 tries): ${delivery.error ?? ""}`.replace(/: $/, "") : `Waiting to be sent to ${where}`;
  }
}

/** Whether a result is good news, for its tone. */
export const deliveredWell = (delivery: Delivery) => delivery.status === "sent";
