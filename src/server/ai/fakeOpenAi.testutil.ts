import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** How the fake answers the next call of an endpoint; once its script is used up it answers ok. */
export type FakeReply =
  | { kind: 'ok' }
  /** A 4xx/5xx with the API's `{"error":{"message":...,"code":...}}` body. */
  | { kind: 'error'; status: number; message: string; code?: string }
  /** A bare 429 or 500 with a generic error body, as the API sends when overloaded. */
  | { kind: 'status'; status: 429 | 500 | 502 | 503 }
  /** Answers ok after `ms`. */
  | { kind: 'slow'; ms: number }
  /** Never answers. */
  | { kind: 'hang' };

export type FakeEndpoint = 'chat' | 'generate' | 'edit';

export interface RecordedCall {
  endpoint: FakeEndpoint;
  /** Shape problems found in this call; a well-formed call has none. */
  problems: string[];
  fields: Record<string, unknown>;
}

export interface FakeOpenAiOptions {
  apiKey: string;
  analysisModel?: string;
  imageModel?: string;
  quality?: string;
  /** What the chat endpoint answers as the car description. */
  analysis?: string;
  /** Colour of the pictures it draws. */
  pictureColor?: string;
}

export interface FakeOpenAi {
  /** Base URL to give the SDK (OPENAI_BASE_URL), ending in /v1. */
  baseUrl: string;
  calls: RecordedCall[];
  /** The files of the last edit call that passed the checks: its image, and its mask if it sent one. */
  readonly lastEdit: { image: Buffer; mask: Buffer | null } | null;
  script(endpoint: FakeEndpoint, ...replies: FakeReply[]): void;
  /** Every shape problem seen so far, for one assertion at the end of a test. */
  problems(): string[];
  close(): Promise<void>;
}

const PATHS: Record<string, FakeEndpoint> = {
  '/v1/chat/completions': 'chat',
  '/v1/images/generations': 'generate',
  '/v1/images/edits': 'edit',
};

const EDIT_SIZES = new Set(['1024x1024', '1536x1024', '1024x1536', 'auto']);
const IMAGE_MAGIC = [Buffer.from([0xff, 0xd8, 0xff]), Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from('RIFF')];

/**
 * An OpenAI-compatible HTTP server on 127.0.0.1 for tests: it checks each request's shape
 * (model, max_tokens, size, quality, image present, the edit mask's format, size and alpha, bearer key) the way the real API would
 * refuse a bad one, and answers as scripted: success, error bodies, 429/500, slow or never.
 */
export async function startFakeOpenAi(options: FakeOpenAiOptions): Promise<FakeOpenAi> {
  const expected = {
    analysisModel: options.analysisModel ?? 'gpt-4o',
    imageModel: options.imageModel ?? 'gpt-image-2',
    quality: options.quality ?? 'high',
    analysis: options.analysis ?? 'A 2021 Toyota Supra coupe in blue, front three-quarter view, parked on a street.',
  };
  const scripts: Record<FakeEndpoint, FakeReply[]> = { chat: [], generate: [], edit: [] };
  const calls: RecordedCall[] = [];
  let lastEdit: FakeOpenAi['lastEdit'] = null;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      handle(req, Buffer.concat(chunks), res).catch((error: unknown) => {
        sendJson(res, 500, { error: { message: `Fake OpenAI crashed: ${String(error)}` } });
      });
    });
  });

  async function handle(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse) {
    const endpoint = PATHS[(req.url ?? '').split('?')[0]!];
    if (req.method !== 'POST' || !endpoint) return sendJson(res, 404, { error: { message: `Unknown endpoint ${req.method} ${req.url}` } });
    if (req.headers.authorization !== `Bearer ${options.apiKey}`) {
      // The real API quotes a masked key; the fake does the same.
      return sendJson(res, 401, {
        error: {
          message: 'Incorrect API key provided: sk-***. You can find your API key at https://platform.openai.com/account/api-keys.',
        },
      });
    }
    const fields = await readFields(req, body);
    const problems = endpoint === 'chat' ? checkChat(fields) : endpoint === 'generate' ? checkGenerate(fields) : await checkEdit(fields);
    calls.push({ endpoint, problems, fields: summarise(fields) });
    if (problems.length)
      return sendJson(res, 400, { error: { message: `Fake OpenAI: ${problems.join('; ')}`, type: 'invalid_request_error' } });
    if (endpoint === 'edit') lastEdit = { image: fields.image as Buffer, mask: Buffer.isBuffer(fields.mask) ? fields.mask : null };

    const reply = scripts[endpoint].shift() ?? { kind: 'ok' };
    if (reply.kind === 'hang') return;
    if (reply.kind === 'error')
      return sendJson(res, reply.status, { error: { message: reply.message, type: 'invalid_request_error', code: reply.code ?? null } });
    if (reply.kind === 'status') {
      // retry-after-ms keeps the SDK's backoff short in tests; the SDK honours it as the API's own hint.
      return sendJson(
        res,
        reply.status,
        { error: { message: reply.status === 429 ? 'Rate limit reached' : 'The server had an error while processing your request.' } },
        { 'retry-after-ms': '20' },
      );
    }
    if (reply.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, reply.ms));
    if (res.destroyed) return;
    if (endpoint === 'chat') return sendJson(res, 200, chatAnswer(expected.analysisModel, expected.analysis));
    const size = String(fields.size ?? '1024x1024');
    return sendJson(res, 200, await imageAnswer(size === 'auto' ? '1024x1024' : size, options.pictureColor ?? '#ff00cc', expected.quality));
  }

  function checkChat(f: Record<string, unknown>): string[] {
    const problems: string[] = [];
    if (f.model !== expected.analysisModel) problems.push(`model is ${String(f.model)}, expected ${expected.analysisModel}`);
    if (f.max_tokens !== 500) problems.push(`max_tokens is ${String(f.max_tokens)}, expected 500`);
    const messages = f.messages as
      Array<{ role: string; content: Array<{ type: string; text?: string; image_url?: { url: string } }> }> | undefined;
    const content = messages?.[0]?.content;
    if (!Array.isArray(content)) problems.push('messages[0].content must be a list of parts');
    else {
      if (!content.some((p) => p.type === 'text' && p.text?.trim())) problems.push('no instruction text part');
      const image = content.find((p) => p.type === 'image_url')?.image_url?.url ?? '';
      if (!/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]{100,}$/.test(image)) problems.push('no image_url part with a data URL');
    }
    return problems;
  }

  function checkImageCommon(f: Record<string, unknown>): string[] {
    const problems: string[] = [];
    if (f.model !== expected.imageModel) problems.push(`model is ${String(f.model)}, expected ${expected.imageModel}`);
    if (typeof f.prompt !== 'string' || !f.prompt.trim()) problems.push('prompt is missing');
    else if (f.prompt.length > 32_000) problems.push('prompt is longer than 32000 characters');
    if (f.quality !== expected.quality) problems.push(`quality is ${String(f.quality)}, expected ${expected.quality}`);
    if (f.n !== undefined && Number(f.n) !== 1) problems.push(`n is ${String(f.n)}, expected 1`);
    if (expected.imageModel.startsWith('gpt-image-2') && f.input_fidelity !== undefined)
      problems.push('input_fidelity is not accepted by gpt-image-2');
    return problems;
  }

  function checkGenerate(f: Record<string, unknown>): string[] {
    const problems = checkImageCommon(f);
    if (f.n !== 1) problems.push(`n is ${String(f.n)}, expected 1`);
    if (f.size !== '1024x1024') problems.push(`size is ${String(f.size)}, expected 1024x1024`);
    return problems;
  }

  async function checkEdit(f: Record<string, unknown>): Promise<string[]> {
    const problems = checkImageCommon(f);
    if (!EDIT_SIZES.has(String(f.size))) problems.push(`size ${String(f.size)} is not supported`);
    const image = f.image as Buffer | undefined;
    if (!image || image.length === 0) problems.push('no image file');
    else if (!IMAGE_MAGIC.some((magic) => image.subarray(0, magic.length).equals(magic)))
      problems.push('the image file is not a PNG, JPEG or WebP');
    else if (f.mask !== undefined) problems.push(...(await checkMask(f.mask, image)));
    return problems;
  }

  /** The API's rules for `mask`: a PNG under 4 MB, the image's size, with alpha; transparent = edit here. */
  async function checkMask(mask: unknown, image: Buffer): Promise<string[]> {
    if (!Buffer.isBuffer(mask) || mask.length === 0) return ['mask must be a file'];
    if (!mask.subarray(0, 4).equals(IMAGE_MAGIC[1]!)) return ['Invalid mask image format: the mask must be a PNG'];
    if (mask.length >= 4 * 1024 * 1024) return ['the mask must be smaller than 4 MB'];
    const [m, i] = await Promise.all([sharp(mask).metadata(), sharp(image).metadata()]);
    if (m.width !== i.width || m.height !== i.height)
      return [`Invalid mask image: its size ${m.width}x${m.height} does not match the image's ${i.width}x${i.height}`];
    if (!m.hasAlpha) return ['Invalid mask image: it must have an alpha channel (transparent areas mark where to edit)'];
    const alpha = await sharp(mask).extractChannel('alpha').raw().toBuffer();
    let transparent = 0;
    for (const a of alpha) if (a === 0) transparent++;
    if (transparent === 0) return ['Invalid mask image: no fully transparent area, so nothing may be edited'];
    if (transparent === alpha.length) return ['Invalid mask image: it is fully transparent, so it protects nothing'];
    return [];
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    get lastEdit() {
      return lastEdit;
    },
    script: (endpoint, ...replies) => scripts[endpoint].push(...replies),
    problems: () => calls.flatMap((c) => c.problems.map((p) => `${c.endpoint}: ${p}`)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readFields(req: http.IncomingMessage, body: Buffer): Promise<Record<string, unknown>> {
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('application/json')) return JSON.parse(body.toString('utf8')) as Record<string, unknown>;
  if (type.startsWith('multipart/form-data')) {
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
    const fields: Record<string, unknown> = {};
    for (const [name, value] of form.entries()) {
      const key = name.replace(/\[\]$/, '');
      fields[key] = typeof value === 'string' ? (key === 'n' ? Number(value) : value) : Buffer.from(await value.arrayBuffer());
    }
    return fields;
  }
  return {};
}

function summarise(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, Buffer.isBuffer(v) ? `<file ${v.length} bytes>` : k === 'messages' ? '<messages>' : v]),
  );
}

function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function chatAnswer(model: string, text: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text, refusal: null }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 900, completion_tokens: 40, total_tokens: 940 },
  };
}

async function imageAnswer(size: string, color: string, quality: string) {
  const [width, height] = size.split('x').map(Number) as [number, number];
  const png = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return {
    created: Math.floor(Date.now() / 1000),
    data: [{ b64_json: png.toString('base64') }],
    size,
    quality,
    output_format: 'png',
    usage: { input_tokens: 50, output_tokens: 4160, total_tokens: 4210, input_tokens_details: { image_tokens: 0, text_tokens: 50 } },
  };
}
