export { Skeleton, SkeletonRows, skeletonVariants, type SkeletonProps, type SkeletonRowsProps } from "./skeleton.tsx";
