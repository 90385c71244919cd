import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Request } from 'express';
import type { AuthenticatedCaller } from '#contracts';

/** Request property where the API-key guard stores who is calling. */
export interface CallerRequest extends Request {
  caller?: AuthenticatedCaller;
}

/** The authenticated caller of this request (set by the API-key guard). */
export const Caller = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthenticatedCaller | undefined => {
  return ctx.switchToHttp().getRequest<CallerRequest>().caller;
});

export const PUBLIC_ENDPOINT = 'visibility:public-endpoint';
/** Marks an endpoint whose API key is optional (only GET /score, interface.md §5). */
export const PublicEndpoint = () => SetMetadata(PUBLIC_ENDPOINT, true);
