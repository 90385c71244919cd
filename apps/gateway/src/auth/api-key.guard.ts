import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { APP_CONFIG, type AppConfig, AppError } from '#common';
import { isInfrastructureRoute } from '../edge/infrastructure-routes.js';
import { ApiKeyAuthenticator } from './api-key-authenticator.js';
import { type CallerRequest, PUBLIC_ENDPOINT } from './caller.decorator.js';

export const API_KEY_HEADER = 'x-api-key';

/**
 * The `x-api-key` check of every endpoint (interface.md §5), as a global guard. On a
 * `@PublicEndpoint()` the key is optional, but a key that is sent must be valid: a caller who
 * meant to authenticate learns that the key is wrong instead of silently getting anonymous limits.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticator: ApiKeyAuthenticator,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<CallerRequest>();
    if (isInfrastructureRoute(req.path)) return true;
    const apiKey = req.headers[API_KEY_HEADER];
    if (apiKey === undefined || apiKey === '') {
      // Looked up only here: a request with a key is checked the same on every endpoint.
      const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(PUBLIC_ENDPOINT, [
        context.getHandler(),
        context.getClass(),
      ]);
      if (isPublic) return true;
      throw this.unauthorized('This endpoint needs an API key, and the request carried none (header `x-api-key`).');
    }
    const caller = typeof apiKey === 'string' ? await this.authenticator.authenticate(apiKey) : null;
    if (!caller)
      throw this.unauthorized(
        'The API key in the `x-api-key` header is not valid: it is unknown, mistyped or revoked.',
      );
    req.caller = caller;
    return true;
  }

  private unauthorized(message: string): AppError {
    return new AppError('UNAUTHORIZED', message, undefined, {
      signup: {
        url: this.config.SIGNUP_URL,
        instructions:
          `Sign up at ${this.config.SIGNUP_URL} to get an API key (it starts with "vis_" and is shown once). ` +
          'Send it with every request in the `x-api-key` header. Only GET /api/visibility/score works without a key.',
      },
    });
  }
}
