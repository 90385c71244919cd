import { CATALOG_LIMITS, type CreatePersonaResponse, type ListPersonasResponse } from '#contracts';
import { serviceContext } from '../edge/service-context.js';
import type { CreatePersonaResponseDto, PersonaDto, PersonaListResponseDto } from './persona.dto.js';

const MAX = CATALOG_LIMITS.personasPerAgent;

export function personaListBody(result: ListPersonasResponse): PersonaListResponseDto {
  const count = result.personas.length;
  return {
    syntheticId: result.syntheticId,
    personaCount: count,
    personas: result.personas as PersonaDto[],
    _service: serviceContext({
      what_you_are_seeing: `The ${count} buyer persona(s) of brand agent ${result.syntheticId} (at most ${MAX}).`,
      how_to_use:
        'Each query of a scan is asked once per persona, with the persona given to the AI as background about the asker; ' +
        'with no personas, queries are asked without one. 2 to 4 personas are suggested.',
      next_steps: [
        count < MAX
          ? 'POST /api/visibility/personas with a prompt (AI-generated) or a name (manual) to add one.'
          : `This agent has the maximum of ${MAX} personas.`,
        `POST /api/visibility/scan with syntheticId ${result.syntheticId} to scan with them.`,
      ],
    }),
  };
}

export function createPersonaBody(syntheticId: number, result: CreatePersonaResponse): CreatePersonaResponseDto {
  const how =
    result.generatedBy === 'manual'
      ? 'from the fields you sent'
      : result.generatedBy === 'model'
        ? 'by expanding your prompt with the configured generator model'
        : 'by expanding your prompt with the built-in rule-based generator (no model configured)';
  return {
    success: true,
    persona: result.persona as PersonaDto,
    _service: serviceContext({
      what_happened: `Created persona "${result.persona.name}" (${result.persona.id}) for brand agent ${syntheticId}, ${how}.`,
      next_steps: [
        `GET /api/visibility/personas?syntheticId=${syntheticId} to see all personas of this agent.`,
        `POST /api/visibility/scan with syntheticId ${syntheticId}: every query is asked from each persona's perspective.`,
      ],
    }),
  };
}
