/** What the app layer uses of the profile: the back office's two-step door (issue 29). */
export { StaffTwoStepGate } from './components/two-step-enrolment';
