/**
 * `GET /api/tasks/for-dashboard`, below the API's base. A file of its own so the page's entry can ask for
 * the list ahead of the dashboard's code (app/main.tsx, docs/decisions/027-early-session-and-data-requests.md).
 */
export const DASHBOARD_TASKS_PATH = "/tasks/for-dashboard";

/**
 * `GET /api/tasks/stats`, asked for ahead beside the list: a dashboard with nothing due this week words its
 * message by them (a new home, or one that kept up), and waiting for them to be asked once the list had
 * painted changed that message a round trip later, the page's largest paint with it.
 */
export const DASHBOARD_STATS_PATH = "/tasks/stats";

/** The app's address of the dashboard, whose first paint waits on that list. */
export const DASHBOARD_ADDRESS = "/dashboard";
