import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { AppError } from '#common';
import { clientInputProblems } from './client-input.js';

/**
 * The global pipe that runs first, before validation and transformation: every body, query
 * string and path parameter of every route (including the ones added later) meets the edge rule
 * of `clientInputProblems`, or the request is answered 400 VALIDATION_ERROR naming the field.
 */
@Injectable()
export class ClientInputPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const root = metadata.data ?? (metadata.type === 'body' ? 'body' : metadata.type);
    const problems = clientInputProblems(value, root);
    if (problems.length) {
      const summary = problems.map((p) => p.message).join('; ');
      throw new AppError('VALIDATION_ERROR', `Invalid request: ${summary}`, problems);
    }
    return value;
  }
}
