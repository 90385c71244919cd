import type {
  AssistantNamesSchema,
  IntervalSchema,
  PlatformIntervalsSchema,
  PlatformScoresSchema,
} from '../generated/types.gen.js';
import { DEFAULT_ASSISTANT_NAMES, interval, PLATFORMS, percent, table } from './format.js';

/** The overall score, with its 95% interval when the answer has one: "64 (95% CI 58–70)". */
export function overallLine(score: number, scoreInterval: IntervalSchema | null | undefined): string {
  return `${score}${scoreInterval ? ` (95% CI ${interval(scoreInterval)})` : ''}`;
}

/** A table of the four assistants' scores, with intervals and confidence when present. */
export function scoresTable(
  scores: PlatformScoresSchema,
  intervals: PlatformIntervalsSchema | null | undefined,
  names: AssistantNamesSchema = DEFAULT_ASSISTANT_NAMES,
): string {
  return table(
    ['Assistant', 'Score', '95% CI', 'Mention rate', 'Answers', 'Confidence'],
    PLATFORMS.map((p) => {
      const stats = intervals?.[p];
      return [
        names[p],
        scores[p],
        interval(stats?.scoreInterval),
        stats ? `${percent(stats.mentionRate)} (${interval(stats.mentionRateInterval, 100)})` : '',
        stats?.n ?? '',
        stats?.confidence ?? '',
      ];
    }),
  );
}
