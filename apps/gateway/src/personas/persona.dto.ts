import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsObject,
  IsString,
  Length,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { CATALOG_LIMITS } from '#contracts';
import { ServiceContextDto } from '../edge/api-schemas.js';
import { OptionalField } from '../shared/optional-field.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimEach = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value;
const L = CATALOG_LIMITS;

/** Only these five keys (interface.md §2.6); any other key is refused. */
export class DemographicsDto {
  @ApiPropertyOptional({ maxLength: L.personaDemographicChars, example: '50-200 employees' })
  @OptionalField()
  @Transform(trim)
  @IsString()
  @MaxLength(L.personaDemographicChars)
  companySize?: string;

  @ApiPropertyOptional({ maxLength: L.personaDemographicChars, example: 'B2B SaaS' })
  @OptionalField()
  @Transform(trim)
  @IsString()
  @MaxLength(L.personaDemographicChars)
  industry?: string;

  @ApiPropertyOptional({ maxLength: L.personaDemographicChars, example: 'Berlin, Germany' })
  @OptionalField()
  @Transform(trim)
  @IsString()
  @MaxLength(L.personaDemographicChars)
  location?: string;

  @ApiPropertyOptional({ maxLength: L.personaDemographicChars, example: '30-40' })
  @OptionalField()
  @Transform(trim)
  @IsString()
  @MaxLength(L.personaDemographicChars)
  ageRange?: string;

  @ApiPropertyOptional({ maxLength: L.personaDemographicChars, example: 'intermediate' })
  @OptionalField()
  @Transform(trim)
  @IsString()
  @MaxLength(L.personaDemographicChars)
  expertiseLevel?: string;
}

/**
 * POST /personas. AI mode: `prompt` (the given `name` and other fields are kept over generated
 * ones). Manual mode: no `prompt`, `name` required.
 */
export class CreatePersonaDto {
  @ApiProperty({ type: 'integer', description: 'Brand agent id.', minimum: 1, example: 1001 })
  @IsInt({ message: 'syntheticId must be a positive integer' })
  @Min(1, { message: 'syntheticId must be a positive integer' })
  @Max(2_147_483_647, { message: 'syntheticId is too large' })
  syntheticId: number;

  @ApiPropertyOptional({
    description: 'AI mode: a natural-language description of the asker, expanded into a full persona.',
    minLength: L.personaPromptChars.min,
    maxLength: L.personaPromptChars.max,
    example: 'A CFO at a mid-size retailer who worries about hidden costs and wants a tool her team adopts quickly',
  })
  @OptionalField()
  @Transform(trim)
  @IsString()
  @Length(L.personaPromptChars.min, L.personaPromptChars.max)
  prompt?: string;

  @ApiPropertyOptional({
    description: 'Display name; required without prompt, kept as given with prompt.',
    minLength: L.personaNameChars.min,
    maxLength: L.personaNameChars.max,
    example: 'Cost-conscious CFO',
  })
  @OptionalField()
  @Transform(trim)
  @IsString()
  @Length(L.personaNameChars.min, L.personaNameChars.max)
  name?: string;

  @ApiPropertyOptional({
    description: 'Job title or role.',
    minLength: 1,
    maxLength: L.personaRoleChars,
    example: 'Chief Financial Officer',
  })
  @OptionalField()
  @Transform(trim)
  @IsString()
  @Length(1, L.personaRoleChars)
  role?: string;

  @ApiPropertyOptional({
    type: [String],
    maxItems: L.personaListItems,
    description: `At most ${L.personaListItems} items of 1–${L.personaItemChars} characters.`,
  })
  @OptionalField()
  @Transform(trimEach)
  @IsArray()
  @ArrayMaxSize(L.personaListItems)
  @IsString({ each: true })
  @Length(1, L.personaItemChars, { each: true })
  goals?: string[];

  @ApiPropertyOptional({
    type: [String],
    maxItems: L.personaListItems,
    description: `At most ${L.personaListItems} items of 1–${L.personaItemChars} characters.`,
  })
  @OptionalField()
  @Transform(trimEach)
  @IsArray()
  @ArrayMaxSize(L.personaListItems)
  @IsString({ each: true })
  @Length(1, L.personaItemChars, { each: true })
  painPoints?: string[];

  @ApiPropertyOptional({
    type: DemographicsDto,
    description: 'Only companySize, industry, location, ageRange, expertiseLevel (strings).',
  })
  @OptionalField()
  @IsObject()
  @ValidateNested()
  @Type(() => DemographicsDto)
  demographics?: DemographicsDto;
}

export class PersonaDto {
  @ApiProperty({ example: 'per_Q2v8Lm0xT4bK9sYd' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Job title or role; empty when none was given.' }) role: string;
  @ApiProperty({ type: [String] }) goals: string[];
  @ApiProperty({ type: [String] }) painPoints: string[];
  @ApiPropertyOptional({ type: DemographicsDto, description: 'Omitted when unknown; may hold only some keys.' })
  demographics?: DemographicsDto;
}

export class PersonaListResponseDto {
  @ApiProperty({ type: 'integer' }) syntheticId: number;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: L.personasPerAgent }) personaCount: number;
  @ApiProperty({ type: [PersonaDto], description: 'In creation order.' }) personas: PersonaDto[];
  @ApiProperty({ type: ServiceContextDto }) _service: ServiceContextDto;
}

export class CreatePersonaResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: PersonaDto }) persona: PersonaDto;
  @ApiProperty({ type: ServiceContextDto }) _service: ServiceContextDto;
}
