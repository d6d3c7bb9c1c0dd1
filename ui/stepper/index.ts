export { Stepper, stepperVariants, type StepperProps, type StepperStep, type StepState } from "./stepper.tsx";
