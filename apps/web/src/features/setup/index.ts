// The part of setup that other features may use: the dashboard's first-steps list.
export { SetupChecklist } from './components/setup-checklist';
