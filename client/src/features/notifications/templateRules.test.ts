import { expect, test } from '@playwright/test';
import { editedNote, templateOf } from './templateRules';

test('the editor finds the template of an event on a channel', () => {
  const list = [{ event: 'Booked', channel: 'Email', body: 'a' }, { event: 'Booked', channel: 'Sms', body: 'b' }];
  expect(templateOf(list, 'Booked', 'Sms')?.body).toBe('b');
  expect(templateOf(list, 'Delivered', 'Sms')).toBeUndefined();
});

test('the editor says whether the wording is the default or edited', () => {
  expect(editedNote(null)).toBe('Default wording (not edited yet)');
  expect(editedNote('2026-11-25T10:00:00Z')).toBe('Edited wording');
});
