export { Stat, statVariants, type StatProps, type StatTrend, type TrendDirection, type TrendIntent } from "./stat.tsx";
