import { spliceAnswers, type AnswerJson } from './answers.js';

// graphql/answers.ts: the body with PostgreSQL's JSON in place of each placeholder (issue 9 item 3).
describe('spliceAnswers', () => {
  const body = '{"data":{"a":"json-answer:1","b":"json-answer:2"}}';

  it('puts whole answers in place of their placeholders, wherever they are in the body, as a string', () => {
    const spliced = spliceAnswers(body, new Map([['json-answer:2', '[2]'], ['json-answer:1', '{"x":1}']]));
    expect(spliced).toBe('{"data":{"a":{"x":1},"b":[2]}}');
  });

  it('writes an answer in pieces one after another, and then answers UTF-8 pieces, never joined', () => {
    const answer = Buffer.from(',2');
    const spliced = spliceAnswers(body, new Map<string, AnswerJson>([['json-answer:2', ['[', '1', answer, ']']], ['json-answer:1', 'null']]));
    expect(Array.isArray(spliced)).toBe(true);
    const pieces = spliced as Buffer[];
    expect(pieces.every((piece) => Buffer.isBuffer(piece) && piece.length > 0)).toBe(true);
    expect(pieces).toContain(answer); // the answer's own bytes, not a copy
    expect(Buffer.concat(pieces).toString()).toBe('{"data":{"a":null,"b":[1,2]}}');
  });

  it('encodes pieces with characters outside ASCII exactly (sized in UTF-8 bytes)', () => {
    const spliced = spliceAnswers('{"data":{"a":"json-answer:1"}}', new Map([['json-answer:1', ['["Caf\u00e9 ', '\u{1F69A}', ' Lt\u00e9e"]']]])) as Buffer[];
    const text = Buffer.concat(spliced).toString('utf8');
    expect(text).toBe('{"data":{"a":["Caf\u00e9 \u{1F69A} Lt\u00e9e"]}}');
    expect(JSON.parse(text).data.a).toEqual(['Caf\u00e9 \u{1F69A} Lt\u00e9e']);
  });

  it('leaves a body without the placeholder as it is (an answer dropped for an error)', () => {
    expect(spliceAnswers('{"errors":[]}', new Map([['json-answer:1', '[]']]))).toBe('{"errors":[]}');
  });
});
