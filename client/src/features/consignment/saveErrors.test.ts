import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { expect, test } from '@playwright/test';
import { readSaveFailure, splitQuestions } from './saveErrors';
import { quoteSavedMessage } from './quoteMessages';

test('spec 1 §2, §5: PO number / cost code questions go to the missing-fields confirmation, BACKDATED to its own warning', () => {
  const po = { code: 'PO_NUMBER_MISSING', message: 'po' };
  const cost = { code: 'COST_CODE_MISSING', message: 'cost' };
  const back = { code: 'BACKDATED', message: 'back' };
  expect(splitQuestions([po, back, cost])).toEqual({ missingFields: [po, cost], backdated: [back] });
  expect(splitQuestions([back])).toEqual({ missingFields: [], backdated: [back] });
  expect(splitQuestions([])).toEqual({ missingFields: [], backdated: [] });
});

test('spec 1 §2, §9: the quote confirmation names the quote and its price in pounds to 2 decimals', () => {
  expect(quoteSavedMessage('Q-1001', 123.5)).toBe('Quote Q-1001 has been saved. Quoted price: £123.50.');
  expect(quoteSavedMessage('Q-1002', null)).toBe('Quote Q-1002 has been saved.');
});

test('spec 1 §4, §8: a 401 on saving is left to the signed-out modal, not shown as a save failure', () => {
  const unauthenticated = new CombinedGraphQLErrors({ errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] });
  expect(readSaveFailure(unauthenticated)).toEqual({ kind: 'signedOut' });
  const forbidden = new CombinedGraphQLErrors({ errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }] });
  expect(readSaveFailure(forbidden)).toEqual({ kind: 'message', message: 'No' });
});
