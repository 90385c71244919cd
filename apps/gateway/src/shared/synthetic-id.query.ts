import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/**
 * Only a plain positive decimal integer becomes a number: `+1`, `1e0`, `0b1`, `0x1`, `1.0`,
 * `00001` or ` 1` would all be 1 to `Number()`, and stay strings here, which IsInt refuses.
 */
const plainPositiveInteger = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : value;

/** `?syntheticId=` as a positive integer (decisions §9), converted from the query string. */
export class SyntheticIdQuery {
  @ApiProperty({
    description: 'Brand agent id, as returned by POST /scan or listed by GET /account.',
    type: 'integer',
    example: 1001,
    minimum: 1,
    maximum: 2_147_483_647,
  })
  @Transform(plainPositiveInteger)
  @IsInt({ message: 'syntheticId must be a positive integer' })
  @Min(1, { message: 'syntheticId must be a positive integer' })
  @Max(2_147_483_647, { message: 'syntheticId is too large' })
  syntheticId: number;
}
