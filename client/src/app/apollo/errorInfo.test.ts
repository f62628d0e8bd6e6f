import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { expect, test } from '@playwright/test';
import { isUnauthenticated, readErrorInfo } from './errorInfo';

const signInFailure = {
  message: 'Device not verified',
  extensions: { code: 'UNAUTHENTICATED', status: 401, failureCode: 614, failureReason: 'A code was e-mailed' },
};

test.describe('errorInfo', () => {
  test('reads code, status and sign-in failure details from GraphQL errors', () => {
    const info = readErrorInfo(new CombinedGraphQLErrors({ errors: [signInFailure] }));
    expect(info).toMatchObject({ code: 'UNAUTHENTICATED', status: 401, failureCode: 614, failureReason: 'A code was e-mailed' });
    expect(isUnauthenticated(new CombinedGraphQLErrors({ errors: [signInFailure] }))).toBe(true);
  });

  test('reads the same from a non-GraphQL-typed HTTP error body', () => {
    const response = new Response(null, { status: 423 });
    const bodyText = JSON.stringify({ errors: [{ message: 'Locked', extensions: { code: 'ACCOUNT_LOCKED' } }] });
    const info = readErrorInfo(new ServerError('423', { response, bodyText }));
    expect(info).toMatchObject({ code: 'ACCOUNT_LOCKED', status: 423 });
  });

  test('derives the status from the code and collects field errors', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Invalid', extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'NewPassword', message: 'Too short' }, { bad: 1 }] } }],
    });
    expect(readErrorInfo(error)).toMatchObject({ status: 400, fields: [{ field: 'NewPassword', message: 'Too short' }] });
  });

  test('a bare 401 is unauthenticated; other errors are not', () => {
    expect(isUnauthenticated(new ServerError('401', { response: new Response(null, { status: 401 }), bodyText: '' }))).toBe(true);
    expect(isUnauthenticated(new Error('offline'))).toBe(false);
  });
});
