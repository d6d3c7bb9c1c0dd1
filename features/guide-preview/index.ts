export { StepPreview, toImageOverlay } from "./step-preview.tsx";
