/**
 * Loaded into the benchmarked server with `node --import`, before the built server: it measures the
 * server from inside (event-loop delay, resident memory) without changing how the server starts,
 * and answers the bench over the IPC channel the bench opened. It is never part of `npm start`. The bench
 * compiles it to JavaScript first: loaded as TypeScript it would bring Node's type stripper into the server.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";

export type ProbeReport = { eventLoopDelayP99Ms: number; eventLoopDelayMaxMs: number; peakRssMb: number };
export type ProbeRequest = { probe: "reset" | "report" };

if (process.send) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let peakRss = process.memoryUsage.rss();
  // Memory is sampled, not read once at the end: the peak during a route is what a host must hold.
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 100);
  sampler.unref();

  process.on("message", (message: ProbeRequest) => {
    if (message.probe === "reset") {
      delay.reset();
      peakRss = process.memoryUsage.rss();
      process.send?.({ probe: "reset" });
    } else if (message.probe === "report") {
      const report: ProbeReport = {
        eventLoopDelayP99Ms: delay.percentile(99) / 1e6,
        eventLoopDelayMaxMs: delay.max / 1e6,
        peakRssMb: Math.max(peakRss, process.memoryUsage.rss()) / 2 ** 20,
      };
      process.send?.({ probe: "report", report });
    }
  });
  // The IPC channel alone must not keep a stopping server alive.
  process.channel?.unref();
}
