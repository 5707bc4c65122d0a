import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { periodErrors } from '#web/lib/period-errors.ts';

const refusal = (status: number, body: object | string) =>
  new ApiError(status, 'Bad Request', typeof body === 'string' ? body : JSON.stringify(body));

describe('periodErrors', () => {
  it('puts the server’s message next to the field it names', () => {
    expect(
      periodErrors(
        refusal(400, { message: 'Invalid', code: 'invalid', fields: { to: 'to must be a date' } }),
      ),
    ).toEqual({ to: 'to must be a date' });
    expect(periodErrors(refusal(400, { message: 'x', fields: { from: 'a', to: 'b' } }))).toEqual({
      from: 'a',
      to: 'b',
    });
  });

  it('puts a 400 that names no field on From', () => {
    expect(periodErrors(refusal(400, { message: 'The range must cover at most 366 days' }))).toEqual({
      from: 'The range must cover at most 366 days',
    });
  });

  it('is null for any other failure', () => {
    expect(periodErrors(refusal(500, { message: 'boom' }))).toBeNull();
    expect(periodErrors(refusal(400, '<html>'))).toBeNull();
    expect(periodErrors(new Error('offline'))).toBeNull();
    expect(periodErrors(null)).toBeNull();
  });
});
