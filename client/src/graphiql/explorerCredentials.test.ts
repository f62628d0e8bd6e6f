import { expect, test } from '@playwright/test';
import { initialHeaders, socketCredentials } from './explorerCredentials';

test.describe('explorer credentials', () => {
  test('a signed-in browser starts with its session token in the Token header', () => {
    expect(JSON.parse(initialHeaders('abc123'))).toEqual({ Token: 'abc123' });
  });

  test('a signed-out browser starts with no header, only a note naming the key and token headers', () => {
    const text = initialHeaders(null);
    expect(text).toContain('"X-Api-Key": "dsp_..."');
    expect(text).toContain('"Token"');
    const withoutComments = text.split('\n').filter((line) => !line.trim().startsWith('//')).join('\n');
    expect(JSON.parse(withoutComments)).toEqual({});
  });

  test('the Token header becomes the socket token, whatever its case', () => {
    expect(socketCredentials({ Token: 't-1' })).toEqual({ token: 't-1' });
    expect(socketCredentials({ token: ' t-2 ' })).toEqual({ token: 't-2' });
  });

  test('an API key in X-Api-Key or as a Bearer dsp_ credential becomes the socket apiKey', () => {
    expect(socketCredentials({ 'X-Api-Key': 'dsp_abc_def' })).toEqual({ apiKey: 'dsp_abc_def' });
    expect(socketCredentials({ authorization: 'Bearer dsp_abc_def' })).toEqual({ apiKey: 'dsp_abc_def' });
  });

  test('headers that carry no credential give none: empty values, other bearers, other headers', () => {
    expect(socketCredentials(undefined)).toEqual({});
    expect(socketCredentials({ Token: '  ', 'X-Api-Key': '' })).toEqual({});
    expect(socketCredentials({ Authorization: 'Bearer not-a-key', 'X-Trace': '1' })).toEqual({});
    expect(socketCredentials({ Token: 42 })).toEqual({});
  });
});
