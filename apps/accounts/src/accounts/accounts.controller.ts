import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { natsName } from '#common';
import {
  ACCOUNTS,
  type AccountView,
  type CreateAccountRequest,
  type CreateAccountResponse,
  type GetAccountRequest,
} from '#contracts';
import { AccountsService } from './accounts.service.js';

@Controller()
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @MessagePattern(natsName(ACCOUNTS.get))
  get(@Payload() req: GetAccountRequest): Promise<AccountView> {
    return this.accounts.get(req);
  }

  @MessagePattern(natsName(ACCOUNTS.createAccount))
  create(@Payload() req: CreateAccountRequest): Promise<CreateAccountResponse> {
    return this.accounts.create(req);
  }
}
