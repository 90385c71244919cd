import type { NativeCitation } from '#contracts';

/** Fixtures in the exact shapes of Gemini `generateContent` with Google Search grounding (camelCase). */

export interface GeminiAnswerFixture {
  text: string;
  /** Grounding chunks: `uri` is usually a Google redirect link, `title` often the bare domain. */
  chunks?: NativeCitation[];
  modelVersion?: string;
}

export function geminiResponseBody(fixture: GeminiAnswerFixture): Record<string, unknown> {
  const chunks = fixture.chunks ?? [];
  return {
    candidates: [
      {
        content: { role: 'model', parts: [{ text: fixture.text }] },
        finishReason: 'STOP',
        index: 0,
        groundingMetadata: {
          webSearchQueries: ['best options 2025'],
          searchEntryPoint: { renderedContent: '<style>.container{}</style><div class="container"></div>' },
          groundingChunks: chunks.map((c) => ({ web: { uri: c.url, title: c.title ?? '' } })),
          groundingSupports: chunks.map((_, i) => ({
            segment: { startIndex: 0, endIndex: Math.min(60, fixture.text.length), text: fixture.text.slice(0, 60) },
            groundingChunkIndices: [i],
          })),
        },
      },
    ],
    usageMetadata: {
      promptTokenCount: 14,
      candidatesTokenCount: 420,
      toolUsePromptTokenCount: 96,
      thoughtsTokenCount: 210,
      totalTokenCount: 740,
    },
    modelVersion: fixture.modelVersion ?? 'gemini-2.5-flash',
    responseId: 'mKqpaO7aG4ahz7IPk9XvqAc',
  };
}

/** The path of a Google grounding redirect, as served by a loopback stand-in for its host. */
export function groundingRedirectPath(id: string): string {
  return `/grounding-api-redirect/AUZIYQ${id}`;
}

export function geminiErrorBody(
  code: number,
  status: string,
  message: string,
  retryDelay?: string,
): Record<string, unknown> {
  return {
    error: {
      code,
      message,
      status,
      details: retryDelay ? [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay }] : [],
    },
  };
}
