import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import { serviceContext } from './service-context.js';

/** Guarantees `_service` on every JSON body, for handlers that set no more specific guidance. */
@Injectable()
export class ServiceContextInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((body) => {
        if (body === null || typeof body !== 'object' || Array.isArray(body) || '_service' in body) return body;
        return { ...body, _service: serviceContext() };
      }),
    );
  }
}
