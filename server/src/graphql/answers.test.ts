import { spliceAnswers } from './answers.js';

// graphql/answers.ts: the body with PostgreSQL's JSON in place of each placeholder (issue 9 item 3).
describe('spliceAnswers', () => {
  const body = '{"data":{"a":"json-answer:1","b":"json-answer:2"}}';

  it('puts whole answers in place of their placeholders, wherever they are in the body, as a string', () => {
    const spliced = spliceAnswers(body, new Map([['json-answer:2', '[2]'], ['json-answer:1', '{"x":1}']]));
    expect(spliced).toBe('{"data":{"a":{"x":1},"b":[2]}}');
  });

  it('writes an answer in pieces one after another, and then answers a Buffer', () => {
    const spliced = spliceAnswers(body, new Map<string, string | string[]>([['json-answer:2', ['[', '1', ',2', ']']], ['json-answer:1', 'null']]));
    expect(Buffer.isBuffer(spliced)).toBe(true);
    expect(spliced.toString()).toBe('{"data":{"a":null,"b":[1,2]}}');
  });

  it('encodes pieces with characters outside ASCII exactly (the Buffer is sized in UTF-8 bytes)', () => {
    const spliced = spliceAnswers('{"data":{"a":"json-answer:1"}}', new Map([['json-answer:1', ['["Caf\u00e9 ', '\u{1F69A}', ' Lt\u00e9e"]']]]));
    expect(spliced.toString('utf8')).toBe('{"data":{"a":["Caf\u00e9 \u{1F69A} Lt\u00e9e"]}}');
    expect(JSON.parse(spliced.toString('utf8')).data.a).toEqual(['Caf\u00e9 \u{1F69A} Lt\u00e9e']);
  });

  it('leaves a body without the placeholder as it is (an answer dropped for an error)', () => {
    expect(spliceAnswers('{"errors":[]}', new Map([['json-answer:1', '[]']]))).toBe('{"errors":[]}');
  });
});
