// The part of setup that others may use: the dashboard's first-steps list, the home page's notice.
export { SetupChecklist } from './components/setup-checklist';
export { SetupNotice } from './components/setup-notice';
