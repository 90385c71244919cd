import type { BrandProfile } from '#contracts';
import type { Sentiment } from './sentiment.js';

/** What a judge is shown: one answer and the brand it is analysed for. */
export interface JudgedAnswer {
  text: string;
  brand: BrandProfile;
}

/**
 * A model-backed second opinion on the two judgements rules find hardest. The library only defines
 * it; whoever has a model (the evaluation script, a service) implements it.
 */
export interface AnswerJudge {
  judgeSentiment(answer: JudgedAnswer): Promise<Sentiment>;
  judgeCompetitors(answer: JudgedAnswer): Promise<string[]>;
}
