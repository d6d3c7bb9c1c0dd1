/** Query keys of the delivery channels: push devices, ntfy, webhook, the choices and the delivery log. */
export const deliveryChannelKeys = {
  all: ["delivery-channels"] as const,
  list: () => [...deliveryChannelKeys.all, "list"] as const,
  vapidPublicKey: () => [...deliveryChannelKeys.all, "vapid-public-key"] as const,
  deliveries: () => [...deliveryChannelKeys.all, "deliveries"] as const,
};
