import { AppError } from "../http/app-error.ts";

/**
 * Who a piece of password work is for: a sign-in from a device the account signed in from before goes
 * ahead of everyone else's (docs/decisions/045-password-work-admitted-in-order.md).
 */
export type HashingPriority = "known-device" | "stranger";

export type HashingGateOptions = {
  /** How many pieces of work run at once. */
  concurrency: number;
  /** How many may wait, for each priority; one more is refused at once. */
  maxWaiting: number;
  /** How long a piece may wait for its turn before it is refused. */
  maxWaitMs: number;
  /** Seconds a refused caller is asked to wait before trying again. */
  retryAfterSeconds: number;
  /** Told each time a piece of work starts, with its priority (what the tests watch). */
  onAdmit?: (priority: HashingPriority) => void;
};

type Waiting = { start: () => void; refuse: () => void; timer: ReturnType<typeof setTimeout> };

const busy = (retryAfterSeconds: number) =>
  new AppError(503, "SERVER_BUSY", `Many people are signing in right now. Try again in ${retryAfterSeconds} seconds.`, undefined, {
    "Retry-After": String(retryAfterSeconds),
  });

/**
 * A bounded queue for password work (scrypt, the strength estimate): a few pieces run at once, a few more
 * wait a short while, known devices' ahead of strangers', and the rest are refused at once with 503 and
 * Retry-After, so a flood never makes anyone wait long and never holds the owner behind it.
 */
export function createHashingGate({ concurrency, maxWaiting, maxWaitMs, retryAfterSeconds, onAdmit }: HashingGateOptions) {
  let running = 0;
  const queues: Record<HashingPriority, Waiting[]> = { "known-device": [], stranger: [] };

  function startNext() {
    while (running < concurrency) {
      const next = queues["known-device"].shift() ?? queues.stranger.shift();
      if (!next) return;
      clearTimeout(next.timer);
      next.start();
    }
  }

  async function runNow<T>(priority: HashingPriority, work: () => T | Promise<T>): Promise<T> {
    running += 1;
    onAdmit?.(priority);
    try {
      return await work();
    } finally {
      running -= 1;
      startNext();
    }
  }

  return {
    /** Runs `work` when its turn comes; throws a 503 AppError when the queue is full or the wait too long. */
    run<T>(priority: HashingPriority, work: () => T | Promise<T>): Promise<T> {
      if (running < concurrency) return runNow(priority, work);
      const queue = queues[priority];
      if (queue.length >= maxWaiting) return Promise.reject(busy(retryAfterSeconds));
      return new Promise<T>((resolve, reject) => {
        const waiting: Waiting = {
          start: () => void runNow(priority, work).then(resolve, reject),
          refuse: () => reject(busy(retryAfterSeconds)),
          timer: setTimeout(() => {
            queue.splice(queue.indexOf(waiting), 1);
            waiting.refuse();
          }, maxWaitMs),
        };
        waiting.timer.unref();
        queue.push(waiting);
      });
    },
    /**
     * Refuses (throws the same 503) when work of this priority would be refused now: a request can ask
     * before it does any other work, so the excess of a flood costs the database nothing.
     */
    refuseWhenFull(priority: HashingPriority): void {
      if (running >= concurrency && queues[priority].length >= maxWaiting) throw busy(retryAfterSeconds);
    },
    /** How many pieces run and wait, by priority. */
    load(): { running: number; waiting: Record<HashingPriority, number> } {
      return { running, waiting: { "known-device": queues["known-device"].length, stranger: queues.stranger.length } };
    },
  };
}

export type HashingGate = ReturnType<typeof createHashingGate>;
