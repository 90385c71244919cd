/** The answer's opinion of the brand; `none` exactly when the brand is not mentioned. */
export const SENTIMENTS = ['positive', 'neutral', 'negative', 'none'] as const;
export type Sentiment = (typeof SENTIMENTS)[number];
