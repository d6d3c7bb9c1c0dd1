export { ToastProvider, useToast, toastVariants, TOAST_DURATION_MS, type ToastOptions, type ToastVariant } from "./toast.tsx";
