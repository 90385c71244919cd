import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedCaller } from '#contracts';
import { Caller } from '../auth/caller.decorator.js';
import { EXAMPLES } from '../docs/response-examples.js';
import { ApiErrorResponses, RATE_LIMIT_RESPONSE_HEADERS } from '../edge/api-schemas.js';
import { AccountOverviewService } from './account-overview.service.js';
import { AccountResponseDto } from './account-response.dto.js';

@ApiTags('account')
@ApiSecurity('apiKey')
@Controller('api/visibility')
export class AccountController {
  constructor(private readonly overview: AccountOverviewService) {}

  @Get('account')
  @ApiOperation({
    operationId: 'getAccount',
    summary: 'Your plan, credit balance and brand agents',
    description:
      'Agents owned directly plus, for team members, agents shared through team groups, with their latest scores.',
  })
  @ApiOkResponse({ type: AccountResponseDto, headers: RATE_LIMIT_RESPONSE_HEADERS, example: EXAMPLES.account })
  @ApiErrorResponses([])
  account(@Caller() caller: AuthenticatedCaller): Promise<AccountResponseDto> {
    return this.overview.overview(caller);
  }
}
