import { Lock, Trophy } from "lucide-react";
import type { AchievementStatus } from "@domain/contract/index.ts";
import { formatDayOfInstant } from "@domain/format/for-people.ts";
import { cn } from "@ui/lib/cn.ts";

/** Every achievement, unlocked ones with the day they were unlocked (docs/product.md §3). */
export function AchievementList({ achievements }: { achievements: readonly AchievementStatus[] }) {
  const unlocked = achievements.filter((achievement) => achievement.isUnlocked).length;
  return (
    <section aria-labelledby="achievements-heading" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="achievements-heading" className="text-lg font-semibold">
          Achievements
        </h2>
        <p className="text-sm text-muted-foreground">
          {unlocked} of {achievements.length} unlocked
        </p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {achievements.map((achievement) => (
          <li
            key={achievement.id}
            className={cn("flex items-start gap-3 rounded-lg border p-3", achievement.isUnlocked ? "border-primary/40 bg-accent/40" : "bg-card")}
          >
            {achievement.isUnlocked ? (
              <Trophy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            ) : (
              <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
            )}
            <div className="grid gap-0.5">
              <h3 className="text-sm font-medium">{achievement.title}</h3>
              <p className="text-xs text-muted-foreground">{achievement.description}</p>
              <p className="text-xs">
                {achievement.isUnlocked && achievement.unlockedAt ? (
                  <>
                    Unlocked <time dateTime={achievement.unlockedAt}>{formatDayOfInstant(achievement.unlockedAt)}</time>
                  </>
                ) : (
                  <span className="text-muted-foreground">Locked</span>
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
