import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { OptionalField } from '../shared/optional-field.js';
import { SyntheticIdQuery } from '../shared/synthetic-id.query.js';

export class ScanEventsQuery extends SyntheticIdQuery {
  @ApiPropertyOptional({
    description:
      'The short-lived signed token of an `eventsUrl` (for a browser EventSource, which cannot send x-api-key). ' +
      'Not needed with an x-api-key header.',
  })
  @OptionalField()
  @IsString()
  @MaxLength(512, { message: 'token is not a valid events token' })
  token?: string;

  @ApiPropertyOptional({
    description: 'Resume after this event id (the same as the Last-Event-ID header, which wins when both are sent).',
  })
  @OptionalField()
  @Matches(/^\d{1,15}$/, { message: 'lastEventId must be an event id (a non-negative integer)' })
  lastEventId?: string;
}
