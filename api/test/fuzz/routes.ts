/**
 * The operations of the OpenAPI document (`app.swagger()`), as the fuzzer walks them: method, path, the
 * query parameters and body fields with their schemas, and whether the answer is the JSON envelope.
 */

export type FieldSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  anyOf?: FieldSchema[];
};

export type Field = { name: string; required: boolean; schema: FieldSchema };

export type Operation = {
  method: 'GET' | 'POST';
  path: string;
  query: Field[];
  /** body fields (form or JSON); empty when the call takes none or a multipart upload */
  body: Field[];
};

type DocOperation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: FieldSchema }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, FieldSchema>; required?: string[] } }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

export type OpenApiDoc = { paths: Record<string, Record<string, DocOperation>> };

/**
 * Calls that answer something other than the envelope by design, with why; the fuzzer checks their status
 * (< 500) and that their content type is the one named here (or a redirect). Everything else must answer
 * the JSON envelope, errors included. `documentedJson`: the document names JSON, a parameter asks for the page.
 */
export const NON_ENVELOPE: Record<string, { type: RegExp; why: string; documentedJson?: true }> = {
  'GET /api/qrcodeparameter/image': { type: /^image\/svg\+xml/, why: 'a QR code image for <img> (footer boxes)' },
  'GET /api/company/logo': { type: /^image\/svg\+xml/, why: 'a company monogram for <img>' },
  'GET /api/resume/photo': { type: /^image\//, why: 'the resume photo for <img>' },
  'GET /api/resume/viewattachment': { type: /^(application|image|text)\//, why: 'the attachment file itself, shown or downloaded' },
  'GET /api/user/qrconfirm': { type: /^text\/html/, why: 'the phone page of the QR login (server-rendered)' },
  'POST /api/user/qrconfirm': { type: /^text\/html/, why: 'with view=html, the phone page’s own form post answered by the page', documentedJson: true },
  'GET /api/user/qrconfirm/slider.js': { type: /^text\/javascript/, why: 'the slider script of the QR login’s phone page' },
  'POST /api/user/loginout': { type: /^text\/html/, why: 'the log-out form post of a page, answered by a redirect' },
  'GET /api/dev/employer': { type: /^text\/html/, why: 'the dev employer tool page (this machine, with the dev token)' },
  'POST /api/dev/employer': { type: /^text\/html/, why: 'the dev employer tool form post, answered by the page or a redirect' },
};

export const opKey = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

/** Calls whose 200 the document says is not JSON: kept equal to NON_ENVELOPE's undocumented keys by the test. */
export function nonJsonOperations(doc: OpenApiDoc): string[] {
  const out: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(ops)) {
      const content = op.responses?.['200']?.content;
      if (!content || !Object.keys(content).some((t) => t.includes('json'))) out.push(`${method.toUpperCase()} ${path}`);
    }
  return out.sort();
}

/** Every GET and POST of the document, with its fields. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(ops)) {
      const verb = method.toUpperCase();
      if (verb !== 'GET' && verb !== 'POST') continue;
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} }));
      const content = Object.values(op.requestBody?.content ?? {})[0]?.schema;
      const required = new Set(content?.required ?? []);
      const body = Object.entries(content?.properties ?? {}).map(([name, schema]) => ({ name, required: required.has(name), schema }));
      out.push({ method: verb, path, query, body });
    }
  return out;
}
