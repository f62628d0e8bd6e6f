import { DomainError } from '../errors.js';
import { parseBasicAuthorization, validateCredentials } from './credentials.js';

const b64 = (s: string) => `Basic ${Buffer.from(s).toString('base64')}`;
const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('the Basic header of POST /Users/Authenticate (behaviour.md "Sign-in and sessions / Changing a password")', () => {
  it('reads username, password, device uuid and code', () => {
    expect(parseBasicAuthorization(b64(`ann@x.test:secret:${uuid}:123456`))).toEqual({ username: 'ann@x.test', password: 'secret', deviceUuid: uuid, authenticationCode: '123456' });
  });

  it('reads username, password and device uuid without a code', () => {
    expect(parseBasicAuthorization(b64(`ann:secret:${uuid}`))).toEqual({ username: 'ann', password: 'secret', deviceUuid: uuid, authenticationCode: undefined });
  });

  it('keeps colons that belong to the password', () => {
    expect(parseBasicAuthorization(b64(`ann:se:cr:et:${uuid}`)).password).toBe('se:cr:et');
    expect(parseBasicAuthorization(b64('ann:se:cr:et')).password).toBe('se:cr:et');
  });

  it('does not mistake a 6-digit password ending for a code when no device uuid precedes it', () => {
    expect(parseBasicAuthorization(b64('ann:pass:123456'))).toEqual({ username: 'ann', password: 'pass:123456', deviceUuid: undefined, authenticationCode: undefined });
  });

  it.each([undefined, '', 'Bearer x', 'Basic', 'Basic @@@'])('refuses %p with a 400', (header) => {
    expect(() => parseBasicAuthorization(header)).toThrow(DomainError);
  });
});

describe('sign-in input rules', () => {
  it('lists every missing or malformed field at once', () => {
    try {
      validateCredentials({ username: ' ', password: '', deviceUuid: 'bad id!', authenticationCode: '12' }, true);
      throw new Error('expected a DomainError');
    } catch (e) {
      expect((e as DomainError).fields.map((f) => f.field)).toEqual(['Username', 'Password', 'DeviceUuid', 'AuthenticationCode']);
    }
  });

  it('trims the username and an empty code', () => {
    expect(validateCredentials({ username: ' ann ', password: 'p', deviceUuid: uuid, authenticationCode: ' ' }, true)).toEqual({ username: 'ann', password: 'p', deviceUuid: uuid, authenticationCode: undefined });
  });
});
