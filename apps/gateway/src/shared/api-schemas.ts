import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ERROR_CODES } from '#common';

/** Response schemas shared by several endpoints, for the OpenAPI document. */
export class ServiceContextSchema {
  @ApiProperty({ description: 'What this service is.' }) what_is_service: string;
  @ApiPropertyOptional({ description: 'What this response shows.' }) what_you_are_seeing?: string;
  @ApiPropertyOptional({ description: 'What just happened.' }) what_happened?: string;
  @ApiPropertyOptional({ description: 'How to use this response.' }) how_to_use?: string;
  @ApiPropertyOptional({ type: [String], description: 'What to call next.' }) next_steps?: string[];
}

export class PlatformScoresSchema {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100, description: 'ChatGPT by default.' }) assistant_a: number;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100, description: 'Claude by default.' }) assistant_b: number;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100, description: 'Gemini by default.' }) assistant_c: number;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100, description: 'Google AI Overviews by default.' })
  aio: number;
}

export class ProgressSchema {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Runs finished (succeeded or finally failed).' })
  completedQueries: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Runs planned.' }) totalQueries: number;
}

export class ErrorDetailSchema {
  @ApiProperty() field: string;
  @ApiProperty() message: string;
}

export class ErrorSchema {
  @ApiProperty({ enum: [false] }) success: boolean;
  @ApiProperty({ description: 'Human-readable explanation.' }) error: string;
  @ApiProperty({ enum: ERROR_CODES, description: 'Machine-readable error code (decisions §9).' })
  code: string;
  @ApiPropertyOptional({ type: [ErrorDetailSchema] }) details?: ErrorDetailSchema[];
  @ApiProperty({ type: ServiceContextSchema }) _service: ServiceContextSchema;
}
