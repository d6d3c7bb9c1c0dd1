export {
  ImageWithOverlays,
  imageWithOverlaysVariants,
  describeOverlay,
  describePosition,
  type ImageWithOverlaysProps,
  type ImageOverlay,
  type ArrowDirection,
  type RotationDirection,
} from "./image-with-overlays.tsx";
