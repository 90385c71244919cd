import type OpenAI from 'openai';
import { type AnswerJudge, type JudgedAnswer, SENTIMENTS, type Sentiment } from '#analysis';

/** An AnswerJudge over any OpenAI-compatible Chat Completions endpoint, answering in JSON. */
export class ChatCompletionsJudge implements AnswerJudge {
  constructor(
    private readonly client: OpenAI,
    private readonly model: string,
  ) {}

  private async ask(system: string, answer: JudgedAnswer): Promise<Record<string, unknown>> {
    const { brand } = answer;
    const completion = await this.client.chat.completions.create({
      model: this.model,
      temperature: 0,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: system },
        {
          role: 'user',
          content: [
            `Brand: ${brand.name}`,
            `Aliases: ${brand.aliases.join(', ') || '-'}; domains: ${brand.domains.join(', ') || '-'}`,
            `Its own products (not competitors): ${brand.products.join(', ') || '-'}`,
            `Category: ${brand.category ?? '-'}`,
            'Answer to judge, between the markers:',
            '<<<ANSWER',
            answer.text,
            'ANSWER>>>',
          ].join('\n'),
        },
      ],
    });
    const content = completion.choices[0]?.message.content ?? '{}';
    const parsed: unknown = JSON.parse(content.replace(/^```(?:json)?|```$/g, '').trim());
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  }

  async judgeSentiment(answer: JudgedAnswer): Promise<Sentiment> {
    const reply = await this.ask(
      'You judge how an AI assistant answer speaks of a brand, from the sentences that mention it. ' +
        'Reply with JSON {"sentiment": "positive" | "neutral" | "negative" | "none"}. "none" means the answer ' +
        'does not mention the brand at all (saying it has no information about the brand is not a mention). ' +
        'When praise is followed by "but"/"however" and a criticism, the part after the contrast weighs more.',
      answer,
    );
    const sentiment = String(reply.sentiment ?? '').toLowerCase();
    return (SENTIMENTS as readonly string[]).includes(sentiment) ? (sentiment as Sentiment) : 'neutral';
  }

  async judgeCompetitors(answer: JudgedAnswer): Promise<string[]> {
    const reply = await this.ask(
      'List the other brands the answer offers as alternatives to the brand, at brand level ("Nike", not ' +
        '"Nike Pegasus 41"), in order of first appearance, without duplicates. Never the brand itself, its ' +
        'aliases, domains or products; not platforms, integrations, suppliers, sales channels, review sites, ' +
        'regulators or technologies named in passing. Reply with JSON {"competitors": ["..."]}.',
      answer,
    );
    return Array.isArray(reply.competitors) ? reply.competitors.map(String) : [];
  }
}
