export { ErrorPanel, errorPanelVariants, type ErrorPanelProps, type ErrorPanelAction, type ErrorPanelVariant } from "./error-panel.tsx";
