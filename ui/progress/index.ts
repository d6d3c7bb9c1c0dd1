export { Progress, progressVariants, type ProgressProps } from "./progress.tsx";
