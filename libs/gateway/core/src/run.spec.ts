import { DomainError, DomainErrors } from './errors';
import { run } from './run';
import { createTestContext, testUserData } from './testing';

describe('run', () => {
  it('answers the result with no errors', async () => {
    expect(await run(createTestContext(), testUserData, () => ({ value: 1 }))).toEqual({ value: 1, errors: [] });
  });

  it('answers every refusal of a DomainErrors, each with its field', async () => {
    const result = await run<{ value: number }>(createTestContext(), testUserData, () => {
      throw new DomainErrors([new DomainError('INVALID_INPUT', { reason: 'First' }, 'a.b'), new DomainError('INVALID_INPUT', { reason: 'Second' }, 'c')]);
    });
    expect(result.errors).toEqual([
      { code: 1004, message: 'First', referencedRequestParameter: 'a.b' },
      { code: 1004, message: 'Second', referencedRequestParameter: 'c' },
    ]);
  });
});
