export { LinkButton, type LinkButtonProps } from "./link-button.tsx";
