export { SignInCardSkeleton, type SignInCardSkeletonProps } from "./sign-in-card-skeleton.tsx";
export { DashboardSkeleton, type DashboardSkeletonProps } from "./dashboard-skeleton.tsx";
