export { ToastProvider, useToast, toastVariants, loadToastRegion, TOAST_DURATION_MS, type ToastOptions, type ToastVariant } from "./toast.tsx";
