import { Badge } from "@ui/badge/index.ts";
import type { TaskDifficulty } from "@domain/entities/task.ts";
import { TIME_DIFFICULTY_LABELS, type TimeDifficulty } from "@domain/tasks/task-rules.ts";

const words = (difficulty: TaskDifficulty): string =>
  difficulty in TIME_DIFFICULTY_LABELS ? TIME_DIFFICULTY_LABELS[difficulty as TimeDifficulty] : difficulty;

/** A task's difficulty in words; Professional (a technician's job) asks for more attention. */
export function DifficultyBadge({ difficulty }: { difficulty: TaskDifficulty }) {
  return (
    <Badge tone={difficulty === "Professional" || difficulty === "hard" ? "accent" : "outline"}>
      <span className="sr-only">Difficulty: </span>
      {words(difficulty)}
    </Badge>
  );
}
