export { Skeleton, skeletonVariants, type SkeletonProps } from "./skeleton.tsx";
