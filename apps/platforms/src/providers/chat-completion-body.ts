import type OpenAI from 'openai';
import type { AskRequest, NativeCitation } from '#contracts';
import { withTitle } from './native-citations.js';
import { buildSystemPrompt } from './persona-prompt.js';
import type { ProviderKind } from './platform-adapter.js';
import { badResponse } from './provider-error-mapping.js';
import {
  arrayField,
  isRecord,
  type JsonRecord,
  numberField,
  recordField,
  records,
  stringField,
} from './wire-guards.js';

/** The parts of a Chat Completions body every OpenAI-compatible server shares. */
export interface ChatCompletionParts {
  body: JsonRecord;
  text: string;
  model: string;
  inputTokens?: number;
  outputTokens?: number;
  /** `choices[0].message.annotations[].url_citation` (OpenAI search models and some gateways). */
  annotationCitations: NativeCitation[];
}

export function chatMessages(req: AskRequest): OpenAI.Chat.ChatCompletionMessageParam[] {
  const system = buildSystemPrompt(req.persona);
  return system
    ? [
        { role: 'system', content: system },
        { role: 'user', content: req.query },
      ]
    : [{ role: 'user', content: req.query }];
}

export function parseChatCompletionBody(
  provider: ProviderKind,
  body: unknown,
  requestedModel: string,
): ChatCompletionParts {
  if (!isRecord(body)) throw badResponse(provider, 'a JSON object');
  const choice = records(arrayField(body, 'choices'))[0];
  const message = choice ? recordField(choice, 'message') : undefined;
  const text = (message ? stringField(message, 'content') : undefined)?.trim();
  if (!message || !text) throw badResponse(provider, 'any answer text');
  const annotationCitations: NativeCitation[] = [];
  for (const annotation of records(arrayField(message, 'annotations'))) {
    const nested = annotation.type === 'url_citation' ? recordField(annotation, 'url_citation') : undefined;
    const url = nested ? stringField(nested, 'url') : undefined;
    if (nested && url) annotationCitations.push(withTitle(url, stringField(nested, 'title')));
  }
  const usage = recordField(body, 'usage') ?? {};
  return {
    body,
    text,
    model: stringField(body, 'model') ?? requestedModel,
    inputTokens: numberField(usage, 'prompt_tokens'),
    outputTokens: numberField(usage, 'completion_tokens'),
    annotationCitations,
  };
}
