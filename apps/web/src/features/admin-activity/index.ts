// What other back-office features use of the activity log: a record's own history (issue 29).
export { HistoryPanel } from './components/history-panel';
