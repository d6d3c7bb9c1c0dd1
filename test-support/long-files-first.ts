import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Test files that run alone in their worker for tens of seconds (a server killed and restarted twenty
 * times, password slow-downs, a day of reminders), longest first. Started first, they run while the other
 * worker takes the short files; last (vitest runs the largest files first in a clean checkout, which has no
 * timings cached), they ran with the second core idle. A file missing from this list only runs in its
 * usual place.
 */
const longRunning = ["server/crash-restart.int.test.ts", "server/routes/password-attempts.int.test.ts", "server/jobs/reminders.int.test.ts"];

const rankOf = (file: TestSpecification) => {
  const rank = longRunning.findIndex((path) => file.moduleId.endsWith(path));
  return rank === -1 ? longRunning.length : rank;
};

/** Vitest's own order, with each project's long-running files moved to its front. */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    return sorted
      .map((file, position) => ({ file, position, project: projects.indexOf(file.project.name), rank: rankOf(file) }))
      .sort((a, b) => a.project - b.project || a.rank - b.rank || a.position - b.position)
      .map(({ file }) => file);
  }
}
