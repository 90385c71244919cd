import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { natsName } from '#common';
import {
  ACCOUNTS,
  type CreditsResponse,
  type GrantCreditsRequest,
  type GrantCreditsResponse,
  type RefundCreditsRequest,
  type ReserveCreditsRequest,
  type SettleCreditsRequest,
} from '#contracts';
import { CreditLedgerService } from './credit-ledger.service.js';

@Controller()
export class CreditsController {
  constructor(private readonly credits: CreditLedgerService) {}

  @MessagePattern(natsName(ACCOUNTS.reserveCredits))
  reserve(@Payload() req: ReserveCreditsRequest): Promise<CreditsResponse> {
    return this.credits.reserve(req);
  }

  @MessagePattern(natsName(ACCOUNTS.settleCredits))
  settle(@Payload() req: SettleCreditsRequest): Promise<CreditsResponse> {
    return this.credits.settle(req);
  }

  @MessagePattern(natsName(ACCOUNTS.refundCredits))
  refund(@Payload() req: RefundCreditsRequest): Promise<CreditsResponse> {
    return this.credits.refund(req);
  }

  @MessagePattern(natsName(ACCOUNTS.grantCredits))
  grant(@Payload() req: GrantCreditsRequest): Promise<GrantCreditsResponse> {
    return this.credits.grant(req);
  }
}
