import type { NextFunction, Request, Response } from 'express';
import { errorBody } from './http-error.filter.js';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether the request carries a body at all (a POST without one is left to validation). */
function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * 415 UNSUPPORTED_MEDIA_TYPE, in the contract's error shape, for an API request whose body is not
 * JSON (a form, text, or no Content-Type): the JSON parser would skip it and the caller would meet
 * a puzzling "field required" instead of the real mistake.
 */
export function requireJsonBodies(req: Request, res: Response, next: NextFunction): void {
  if (!WITH_BODY.has(req.method) || !req.path.startsWith('/api/') || !hasBody(req) || req.is(['json'])) {
    next();
    return;
  }
  const sent = req.headers['content-type'] ?? 'none';
  const message = `The request body must be JSON, sent with Content-Type: application/json (got ${sent}).`;
  res.status(415).json(errorBody('UNSUPPORTED_MEDIA_TYPE', message, [{ field: 'Content-Type', message }]));
}
