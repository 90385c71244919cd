import { Module } from '@nestjs/common';
import { ApiKeyAuthenticator } from './api-key-authenticator.js';

/** Key lookup and its short cache; the guard using it is registered globally in GatewayModule. */
@Module({
  providers: [ApiKeyAuthenticator],
  exports: [ApiKeyAuthenticator],
})
export class AuthModule {}
