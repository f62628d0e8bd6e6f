import { expect, test } from '@playwright/test';
import { ACCOUNT_LOCKED, INCORRECT_CREDENTIALS, loginFailure, TOO_MANY_ATTEMPTS, UNABLE_TO_LOG_IN } from './loginFailure';

const none = { status: null, failureCode: null, failureReason: null };

test.describe('login failures (behaviour.md "Shared conventions / Errors and status codes")', () => {
  test('614 only reveals the code field, even with a reason', () => {
    expect(loginFailure({ ...none, status: 401, failureCode: 614, failureReason: 'Code sent' })).toEqual({ message: null, revealCode: true });
  });

  test('615 and 616 reveal the code field and show the reason', () => {
    for (const failureCode of [615, 616]) {
      expect(loginFailure({ status: 401, failureCode, failureReason: 'Bad code' })).toEqual({ message: 'Bad code', revealCode: true });
    }
  });

  test('401 shows the reason when there is one, else the incorrect-credentials message', () => {
    expect(loginFailure({ ...none, status: 401, failureReason: 'Account deactivated' }).message).toBe('Account deactivated');
    expect(loginFailure({ ...none, status: 401 })).toEqual({ message: INCORRECT_CREDENTIALS, revealCode: false });
  });

  test('429 (too many attempts from this address, issue 10 item 3) says to wait', () => {
    expect(loginFailure({ ...none, status: 429 })).toEqual({ message: TOO_MANY_ATTEMPTS, revealCode: false });
  });

  test('404 and 423 have fixed messages; anything else cannot log in', () => {
    expect(loginFailure({ ...none, status: 404 }).message).toBe(UNABLE_TO_LOG_IN);
    expect(loginFailure({ ...none, status: 423, failureReason: 'Locked until 10:00' }).message).toBe(ACCOUNT_LOCKED);
    expect(loginFailure(none).message).toBe(UNABLE_TO_LOG_IN);
  });
});
