/**
 * `GET /api/tasks/for-dashboard`, below the API's base. A file of its own so the page's entry can ask for
 * the list ahead of the dashboard's code (app/main.tsx, docs/decisions/027-early-session-and-data-requests.md).
 */
export const DASHBOARD_TASKS_PATH = "/tasks/for-dashboard";

/** The app's address of the dashboard, whose first paint waits on that list. */
export const DASHBOARD_ADDRESS = "/dashboard";
