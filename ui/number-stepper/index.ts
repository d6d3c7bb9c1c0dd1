export { NumberStepper, numberStepperVariants, parseStepperInput, stepperInputProblem, type NumberStepperProps, type StepperReading } from "./number-stepper.tsx";
