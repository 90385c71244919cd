/**
 * `_service`: the human- and agent-readable guidance every response body carries
 * (interface.md §2.9). One builder, so that the voice and the base text stay the same everywhere.
 */
export interface ServiceContext {
  what_is_service: string;
  what_you_are_seeing?: string;
  what_happened?: string;
  how_to_use?: string;
  next_steps?: string[];
}

export const WHAT_IS_SERVICE =
  'Brand AI-visibility service: measures how AI assistants (ChatGPT, Claude, Gemini, Google AI Overviews) ' +
  'see and recommend a brand, by asking them the questions buyers ask and scoring the answers.';

export function serviceContext(parts: Omit<ServiceContext, 'what_is_service'> = {}): ServiceContext {
  return { what_is_service: WHAT_IS_SERVICE, ...parts };
}
