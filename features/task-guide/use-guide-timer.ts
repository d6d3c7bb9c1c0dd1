import * as React from "react";

/** A running stopwatch of whole seconds that can be paused and resumed. */
export function useGuideTimer({ startRunning = true }: { startRunning?: boolean } = {}) {
  const [seconds, setSeconds] = React.useState(0);
  const [running, setRunning] = React.useState(startRunning);
  React.useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setSeconds((value) => value + 1), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return { seconds, running, toggle: () => setRunning((value) => !value) };
}

/** 75 → "1:15", 3725 → "1:02:05". */
export function formatElapsed(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (value: number) => String(value).padStart(2, "0");
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}
