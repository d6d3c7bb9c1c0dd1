export { BarChart, niceMaximum, type BarChartDatum } from "./bar-chart.tsx";
