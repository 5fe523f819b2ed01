import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface VisionRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  // The chat completion request as sent; tests read into it freely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export type VisionReply = { status: number; body: unknown } | 'hang';
export type VisionBehaviour = (request: VisionRequest) => VisionReply;

/** A 200 chat completion whose message carries `content` (and `refusal`, as OpenAI sends it). */
export function chatCompletion(content: string | null, refusal: string | null = null): VisionReply {
  return {
    status: 200,
    body: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      model: 'stub',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal } }],
    },
  };
}

/** OpenAI's answer when a model cannot do structured outputs. */
export const JSON_SCHEMA_UNSUPPORTED: VisionReply = {
  status: 400,
  body: {
    error: {
      message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
      type: 'invalid_request_error',
      param: 'response_format',
      code: null,
    },
  },
};

/**
 * A loopback server that speaks the OpenAI chat completions protocol, standing in for a
 * vision model. It records every request and answers as the current behaviour says;
 * 'hang' keeps the connection open without a word.
 */
export async function startVisionStub() {
  const requests: VisionRequest[] = [];
  let behaviour: VisionBehaviour = () => ({ status: 500, body: { error: { message: 'no behaviour set' } } });

  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const request: VisionRequest = {
      method: incoming.method ?? '',
      path: incoming.url ?? '',
      headers: incoming.headers,
      body: text ? JSON.parse(text) : null,
    };
    requests.push(request);
    const reply = behaviour(request);
    if (reply === 'hang') return;
    outgoing.writeHead(reply.status, { 'content-type': 'application/json' });
    outgoing.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Sets how the following requests are answered and forgets earlier requests. */
    answerWith(next: VisionBehaviour) {
      behaviour = next;
      requests.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type VisionStub = Awaited<ReturnType<typeof startVisionStub>>;
