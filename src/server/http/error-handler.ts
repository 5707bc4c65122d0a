import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from './app-error';

// One place turns every failure into the JSON error body of DESIGN section 6.
// Anything a client can send maps to a 4xx; only our own bugs become a 500, and then
// without internals (no stack, no SQL) in the response.

interface ErrorBody {
  message: string;
  code: string;
  fields?: FieldErrors;
}

interface PgLikeError {
  code?: string;
  constraint?: string;
}

interface KnownClientError {
  status: number;
  code: string;
  message: string;
  /** The part of the request a 400 is about, so every 400 names a field (DESIGN section 6). */
  field?: string;
}

const FASTIFY_CLIENT_ERRORS: Record<string, KnownClientError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    message: 'The request body is not valid JSON.',
    field: 'body',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    message: 'The request body is empty.',
    field: 'body',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'body_too_large',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'invalid_content_length',
    message: 'The Content-Length header does not match the body.',
    field: 'Content-Length',
  },
};

// PostgreSQL error classes a client can provoke with well-formed but impossible input.
const PG_CLIENT_ERRORS: Record<string, KnownClientError> = {
  '23505': { status: 409, code: 'duplicate', message: 'This record already exists.' },
  '23503': { status: 400, code: 'invalid_reference', message: 'A referenced record does not exist.' },
  '22003': { status: 400, code: 'out_of_range', message: 'A number is out of range.' },
  '22001': { status: 400, code: 'too_long', message: 'A value is too long.' },
  '22P02': { status: 400, code: 'invalid_input', message: 'A value has the wrong format.' },
};

function validationFields(error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    // items/0/name -> items[0].name, the path the issue and the clients name fields with.
    const path = (issue.instancePath ?? '')
      .replace(/^\//, '')
      .replace(/\/(\d+)(?=\/|$)/g, '[$1]')
      .replaceAll('/', '.');
    const key = path || error.validationContext || 'body';
    if (!(key in fields)) fields[key] = issue.message ?? 'Invalid value';
  }
  return fields;
}

function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === 'ETIMEDOUT' ||
    code === '57P01' || // admin shutdown
    code === '53300' || // too many connections
    (error instanceof Error &&
      /Connection terminated|timeout exceeded when trying to connect|PGlite is closed|Cannot use a pool after calling end/i.test(
        error.message,
      ))
  );
}

function knownResponse(known: KnownClientError): { status: number; body: ErrorBody } {
  const { status, code, message, field } = known;
  return { status, body: { message, code, ...(field ? { fields: { [field]: message } } : {}) } };
}

export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { message: error.message, code: error.code, ...(error.fields ? { fields: error.fields } : {}) },
    };
  }
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError) || fastifyError?.validation) {
    const fields = validationFields(fastifyError);
    const [firstField, firstMessage] = Object.entries(fields)[0] ?? ['body', 'Invalid input'];
    return {
      status: 400,
      body: { message: `${firstField}: ${firstMessage}`, code: 'invalid_input', fields },
    };
  }
  const known = fastifyError?.code ? FASTIFY_CLIENT_ERRORS[fastifyError.code] : undefined;
  if (known) return knownResponse(known);

  const pgCode = (error as PgLikeError | undefined)?.code ?? (error as { cause?: PgLikeError })?.cause?.code;
  const pgKnown = pgCode ? PG_CLIENT_ERRORS[pgCode] : undefined;
  if (pgKnown) return knownResponse(pgKnown);

  if (isDatabaseUnavailable(error) || isDatabaseUnavailable((error as { cause?: unknown })?.cause)) {
    return {
      status: 503,
      body: {
        message: 'The service is temporarily unavailable. Please try again shortly.',
        code: 'unavailable',
      },
    };
  }
  // Fastify's own 4xx (rate limit, unsupported method, malformed URL...) keep their status.
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const body: ErrorBody = { message: fastifyError.message, code: fastifyError.code ?? 'client_error' };
    // A 400 from Fastify itself is about the request line: a URL it could not decode.
    if (status === 400) body.fields = { url: fastifyError.message };
    return { status, body };
  }
  return {
    status: 500,
    body: { message: 'Something went wrong on our side. Please try again.', code: 'internal' },
  };
}

/** Answers a failed request with the error body of DESIGN section 6, and logs it. */
export function replyWithError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toErrorResponse(error);
  if (error instanceof AppError && error.headers) reply.headers(error.headers);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ status, code: body.code }, 'request rejected');
  return reply.status(status).send(body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(replyWithError);
}
