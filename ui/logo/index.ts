export { Logo, type LogoProps } from "./logo.tsx";
