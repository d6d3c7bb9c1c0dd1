export { ShieldLoader, shieldLoaderVariants, SHIELD_LOADER_SIZES, type ShieldLoaderProps, type ShieldLoaderSize } from "./shield-loader.tsx";
export { FullPageLoader, type FullPageLoaderProps } from "./full-page-loader.tsx";
export { PageFallback, type PageFallbackProps } from "./page-fallback.tsx";
