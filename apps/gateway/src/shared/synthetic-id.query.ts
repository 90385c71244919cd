import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** `?syntheticId=` as a positive integer (decisions §9), coerced from the query string. */
export class SyntheticIdQuery {
  @ApiProperty({
    description: 'Brand agent id, as returned by POST /scan or listed by GET /account.',
    example: 1001,
    minimum: 1,
  })
  @Type(() => Number)
  @IsInt({ message: 'syntheticId must be a positive integer' })
  @Min(1, { message: 'syntheticId must be a positive integer' })
  @Max(2_147_483_647, { message: 'syntheticId is too large' })
  syntheticId: number;
}
