/**
 * How a failed push, ntfy or webhook delivery is tried again (docs/decisions/081-notification-channels.md):
 * five tries in all, spread over about an hour, by pg-boss's backoff.
 */

/** The first try and four retries. */
export const deliveryRetryLimit = 4;

/**
 * The first wait at its shortest: 3 minutes, then at least 6, 12 and 24 (the last capped there), so the
 * fifth try comes 45 to 66 minutes after the first, depending on pg-boss's jitter.
 */
export const defaultDeliveryRetryDelaySeconds = 180;

/** The delivery queue's retry options for a first wait of `retryDelaySeconds`. */
export function deliveryRetryOptions(retryDelaySeconds: number) {
  return {
    retryLimit: deliveryRetryLimit,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    // Without a cap the last wait's jitter alone could reach 48 minutes; capped, the whole stays near the hour.
    retryDelayMax: retryDelaySeconds * 2 ** (deliveryRetryLimit - 1),
  } as const;
}

/**
 * The wait before each retry, shortest and longest, in seconds, as pg-boss (12) computes a backoff: after
 * the n-th failure (n from 1), `retryDelay × 2^(n-1) × (1 + random())`, at most `retryDelayMax`.
 */
export function retryWaits({ retryLimit, retryDelay, retryDelayMax }: { retryLimit: number; retryDelay: number; retryDelayMax: number }): { shortest: number; longest: number }[] {
  return Array.from({ length: retryLimit }, (_, retryCount) => {
    const base = (Math.max(retryDelay, 1) * 2 ** Math.min(16, retryCount + 1)) / 2;
    return { shortest: Math.min(retryDelayMax, base), longest: Math.min(retryDelayMax, base * 2) };
  });
}
