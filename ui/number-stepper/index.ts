export { NumberStepper, numberStepperVariants, parseStepperInput, type NumberStepperProps } from "./number-stepper.tsx";
