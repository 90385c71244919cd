/** The public label of an overall score (interface.md §2.7). */
export const VISIBILITY_LEVELS = ['invisible', 'low', 'moderate', 'strong', 'dominant'] as const;
export type VisibilityLevel = (typeof VISIBILITY_LEVELS)[number];

/** 0–20 invisible, 21–40 low, 41–60 moderate, 61–80 strong, 81–100 dominant. */
export function visibilityLevel(score: number): VisibilityLevel {
  const rounded = Math.round(score);
  if (rounded <= 20) return 'invisible';
  if (rounded <= 40) return 'low';
  if (rounded <= 60) return 'moderate';
  if (rounded <= 80) return 'strong';
  return 'dominant';
}
