import fc from 'fast-check';
import { makePdf } from '../../src/seed/resume/demo-documents';
import type { Field, Operation } from './routes';
import { extraKey, fieldValue, goodValue, type FieldValue } from './values';

/** One generated request, in the form `app.inject` takes. */
export type FuzzRequest = { method: 'GET' | 'POST'; url: string; headers: Record<string, string>; payload?: string | Buffer };

/** encodeURIComponent, except that lone surrogates go out as their (invalid) UTF-8 bytes instead of throwing. */
export function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = '';
    for (const ch of text) {
      const c = ch.charCodeAt(0);
      out +=
        ch.length === 1 && c >= 0xd800 && c <= 0xdfff
          ? [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
          : encodeURIComponent(ch);
    }
    return out;
  }
}

type Pair = [key: string, value: string];

/** A field's value as key=value pairs of a query or form (repeated keys, `a[]=`, JSON text for objects). */
function pairs(name: string, value: FieldValue): Pair[] {
  switch (value.kind) {
    case 'absent':
      return [];
    case 'text':
      return [[name, value.value]];
    case 'repeated':
      return value.values.map((v) => [name, v]);
    case 'bracketed':
      return [[`${name}${value.suffix}`, value.value]];
    case 'json':
      return [[name, JSON.stringify(value.value) ?? '']];
  }
}

const formText = (list: Pair[], rawTail: string) => [...list.map(([k, v]) => `${encodeText(k)}=${encodeText(v)}`), rawTail].filter(Boolean).join('&');

/** A JSON object written by hand, so that repeated keys and `__proto__` reach the parser as sent. */
function jsonText(fields: [string, FieldValue][], extras: Pair[]): string {
  const members: string[] = [];
  for (const [name, value] of fields) {
    if (value.kind === 'json') members.push(`${JSON.stringify(name)}:${JSON.stringify(value.value) ?? 'null'}`);
    else for (const [k, v] of pairs(name, value)) members.push(`${JSON.stringify(k)}:${JSON.stringify(v)}`);
  }
  for (const [k, v] of extras) members.push(`${JSON.stringify(k)}:${JSON.stringify(v)}`);
  return `{${members.join(',')}}`;
}

/** Query tails sent as they are: malformed percent escapes, empty pairs, a fragment. */
const rawTail = fc.constantFrom('', '', '', '%', '%zz', '%E0%A4%A', '&&&', '=', 'a=%00', '%C0%AF', '%ED%A0%80', ';x', '==&=', 'public_source=1&public_source=2');

const BROKEN_JSON = ['{', '{"a":', 'nul', '[1,]', '{"a":1}}', '\u0000', ' ', '"text"', '[]', '123', '{"a":1e999}', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}'];

const CONTENT_TYPES = ['text/plain', 'application/xml', 'application/x-www-form-urlencoded; charset=utf-16', 'application/json; charset=latin1', 'multipart/form-data', 'image/png', ';;;', 'application/jsonx'];

/** Headers a client can set freely: odd hosts (the site is chosen by host), odd forwarding and language. */
const oddHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    host: fc.constantFrom('localhost', '127.0.0.1', 'xa.example.edu.cn', 'a'.repeat(300), '[::1]:80', 'xn--fsqu00a.xn--0zwm56d', 'localhost:99999', '..', 'evil.example'),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'garbage', '::1, 999.1.1.1', ''),
    'accept-language': fc.constantFrom('zh-CN', '*', 'x'.repeat(500)),
    referer: fc.constantFrom('http://localhost/', 'not a url', 'javascript:alert(1)'),
    cookie: fc.constantFrom('uniq_user_token=%zz', 'uniq_user_token=a%00b', 'uniq_user_token=', `uniq_user_token=${'a'.repeat(4000)}`, '=;=;', 'a=b; a=c'),
  },
  { requiredKeys: [] },
);

/** Files for the upload calls: a real PDF and PNG (so some uploads are taken), cut, garbled and 6 MB copies. */
const PDF = makePdf('Fuzz 张三', ['13800138000 fuzz@example.com', '北京大学 计算机科学与技术 本科 2020-09 2024-06']);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const FILES = [PDF, PNG, PDF.subarray(0, 40), PNG.subarray(0, 20), Buffer.from('%PDF-1.4\n%%EOF'), Buffer.alloc(0), Buffer.from('PK\u0003\u0004garbage'), Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)])];

const upload = fc.oneof(
  fc.constant({ field: 'file', filename: '简历.pdf', type: 'application/pdf', content: PDF }),
  fc.constant({ field: 'file', filename: 'photo.png', type: 'image/png', content: PNG }),
  fc.record({
    field: fc.constantFrom('file', 'photo', 'x', ''),
    filename: fc.oneof(fc.constantFrom('简历.pdf', 'a.png', 'a\u0000b.pdf', '\uD800.pdf', '../../etc/passwd', '', '.pdf', 'a.PDF.exe'), fc.string({ maxLength: 30 })),
    type: fc.constantFrom('application/pdf', 'image/png', 'image/jpeg', 'application/msword', 'text/plain', ''),
    content: fc.constantFrom(...FILES),
  }),
);

function multipartBody(boundary: string, file: { field: string; filename: string; type: string; content: Buffer }): Buffer {
  const filename = file.filename.replace(/["\r\n]/g, '_');
  const head = `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${filename}"\r\n${file.type ? `content-type: ${file.type}\r\n` : ''}\r\n`;
  return Buffer.concat([Buffer.from(head), file.content, Buffer.from(`\r\n--${boundary}\r\npublic_source\r\n--${boundary}--\r\n`)]);
}

/**
 * Requests for one operation. `big` allows 1 MB values (slower: the long run uses them more often).
 * `cookie` is a session to send along (the student's), so authenticated handlers are reached.
 */
export function requestsFor(op: Operation, { big, cookie }: { big: boolean; cookie?: string }): fc.Arbitrary<FuzzRequest> {
  // every field drawn freely, or all good but one (so that more requests pass validation and reach the handler)
  const anyFields = (list: Field[]) => fc.tuple(...list.map((f) => fieldValue(f, big).map((v): [string, FieldValue] => [f.name, v])));
  const oneBad = (list: Field[]) =>
    fc.nat({ max: list.length - 1 }).chain((bad) =>
      fc.tuple(...list.map((f, i) => (i === bad ? fieldValue(f, big) : goodValue(f)).map((v): [string, FieldValue] => [f.name, v]))),
    );
  const fieldsOf = (list: Field[]) => (list.length === 0 ? anyFields(list) : fc.oneof(anyFields(list), oneBad(list)));
  const extras = fc.array(fc.tuple(extraKey, fc.constantFrom('1', 'x', '{"polluted":1}', '')), { maxLength: 2 });
  const headers = fc.oneof({ weight: 4, arbitrary: fc.constant<Record<string, string>>({}) }, { weight: 1, arbitrary: oddHeaders }).map((h) => {
    const out: Record<string, string> = { ...h };
    if (cookie) out.cookie = h.cookie ? `${cookie}; ${h.cookie}` : cookie;
    return out;
  });
  const query = fc.tuple(fieldsOf(op.query), extras, rawTail).map(([fields, extra, tail]) => formText([...fields.flatMap(([n, v]) => pairs(n, v)), ...extra], tail));

  if (op.method === 'GET')
    return fc.tuple(query, headers).map(([q, h]) => ({ method: 'GET' as const, url: q ? `${op.path}?${q}` : op.path, headers: h }));

  const body = fc.tuple(fieldsOf(op.body), extras);
  const payload: fc.Arbitrary<{ type?: string; payload?: string | Buffer }> = fc.oneof(
    { weight: 5, arbitrary: fc.tuple(body, rawTail).map(([[fields, extra], tail]) => ({ type: 'application/x-www-form-urlencoded', payload: formText([...fields.flatMap(([n, v]) => pairs(n, v)), ...extra], tail) })) },
    { weight: 4, arbitrary: body.map(([fields, extra]) => ({ type: 'application/json', payload: jsonText(fields, extra) })) },
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_JSON).map((payload) => ({ type: 'application/json', payload })) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...CONTENT_TYPES), fc.string({ maxLength: 50 })).map(([type, payload]) => ({ type, payload })) },
    { weight: 2, arbitrary: upload.map((file) => ({ type: 'multipart/form-data; boundary=zz', payload: multipartBody('zz', file) })) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
  return fc.tuple(query, payload, headers).map(([q, p, h]) => ({
    method: 'POST' as const,
    url: q ? `${op.path}?${q}` : op.path,
    headers: p.type ? { ...h, 'content-type': p.type } : h,
    ...(p.payload !== undefined ? { payload: p.payload } : {}),
  }));
}
