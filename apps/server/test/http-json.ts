import { Agent, request } from 'node:http';

export interface JsonAnswer {
  status: number;
  body: unknown;
  /** Milliseconds from sending to the whole answer read. */
  ms: number;
  headers: Record<string, string | string[] | undefined>;
}

export interface JsonRequest {
  method?: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * One HTTP client with its own keep-alive connections, as one browser tab has. A server
 * process that was killed and restarted on the same port needs a new client: old pooled
 * sockets point at the dead process.
 */
export class JsonClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 4 });

  constructor(
    readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  /** Resolves with any HTTP answer; rejects when the connection fails or drops. */
  send({ method = 'GET', path, body, headers = {} }: JsonRequest): Promise<JsonAnswer> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const outgoing = request(
        `${this.baseUrl}${path}`,
        {
          method,
          agent: this.agent,
          headers: {
            accept: 'application/json',
            ...this.defaultHeaders,
            ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
            ...headers,
          },
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('aborted', () => reject(new Error('answer cut off')));
          incoming.on('end', () => {
            if (!incoming.complete) return reject(new Error('answer cut off'));
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              // Kept as text for the failure message.
            }
            resolve({ status: incoming.statusCode ?? 0, body: parsed, ms: performance.now() - started, headers: incoming.headers });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }

  /** Every row of a list answered in pages (`Link: <...>; rel="next"`), read to its end. */
  async readAllPages(path: string): Promise<{ status: number; rows: unknown[] }> {
    const rows: unknown[] = [];
    for (let next: string | undefined = path; next;) {
      const answer = await this.send({ path: next });
      if (answer.status !== 200) return { status: answer.status, rows };
      rows.push(...(answer.body as unknown[]));
      next = /<([^>]+)>;\s*rel="next"/.exec(String(answer.headers.link ?? ''))?.[1];
    }
    return { status: 200, rows };
  }

  close(): void {
    this.agent.destroy();
  }
}
