import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { natsName } from '#common';
import {
  ACCOUNTS,
  type AuthenticateRequest,
  type AuthenticateResponse,
  type CreateKeyRequest,
  type CreateKeyResponse,
  type RevokeKeyRequest,
  type RevokeKeyResponse,
} from '#contracts';
import { ApiKeysService } from './api-keys.service.js';

@Controller()
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @MessagePattern(natsName(ACCOUNTS.authenticate))
  authenticate(@Payload() req: AuthenticateRequest): Promise<AuthenticateResponse> {
    return this.keys.authenticate(req);
  }

  @MessagePattern(natsName(ACCOUNTS.createKey))
  create(@Payload() req: CreateKeyRequest): Promise<CreateKeyResponse> {
    return this.keys.create(req);
  }

  @MessagePattern(natsName(ACCOUNTS.revokeKey))
  revoke(@Payload() req: RevokeKeyRequest): Promise<RevokeKeyResponse> {
    return this.keys.revoke(req);
  }
}
