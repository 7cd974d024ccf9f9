/** The API projects' global setup: no SQLite template folder of an ended process is left, before or after a run. */
import { removeSqliteTemplates } from './test-store.js';

export default function setup(): () => void {
  removeSqliteTemplates();
  return removeSqliteTemplates;
}
