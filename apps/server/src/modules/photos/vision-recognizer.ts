import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { DishData } from '@hearth/shared/dishes';
import type { Config } from '../../config.js';
import { AppError, UnprocessableError, UpstreamError, UpstreamTimeoutError } from '../../errors.js';
import type { NormalizedPicture } from '../images/index.js';
import type { DishRecognizer } from './dish-recognizer.js';
import { dishFromVisionAnswer, VISION_ANSWER_JSON_SCHEMA, VISION_PROMPT, visionAnswerSchema } from './vision-answer.js';

type VisionConfig = NonNullable<Config['vision']>;
type AnswerFormat = 'json_schema' | 'json_object';

/** Enough for a model to read a recipe card's small print, at a fraction of the stored size. */
const MODEL_PICTURE_MAX_SIDE = 1536;
const MODEL_JPEG_QUALITY = 85;

/** A 400 with one of these words means "this server or model cannot answer in that format". */
const FORMAT_REJECTED = /response_format|json_schema|structured output|grammar/i;

class FormatRejected extends Error {}

function responseFormat(format: AnswerFormat) {
  return format === 'json_schema'
    ? { type: 'json_schema', json_schema: { name: 'dish', strict: true, schema: VISION_ANSWER_JSON_SCHEMA } }
    : { type: 'json_object' };
}

function instructions(format: AnswerFormat): string {
  // json_object needs the word JSON in the messages (OpenAI) and gives the model no schema.
  return format === 'json_schema'
    ? VISION_PROMPT
    : `${VISION_PROMPT}\nAnswer with one JSON object only, matching this JSON schema:\n${JSON.stringify(VISION_ANSWER_JSON_SCHEMA)}`;
}

/** What a failing HTTP status tells the person who configured the model. */
function upstreamStatusError(status: number): UpstreamError {
  if (status === 401 || status === 403) {
    return new UpstreamError('The vision service refused our credentials; check VISION_API_KEY.', 'VISION_AUTH_FAILED');
  }
  if (status === 404) {
    return new UpstreamError(
      'The vision service does not know this model or address; check VISION_MODEL and VISION_BASE_URL.',
      'VISION_NOT_FOUND',
    );
  }
  if (status === 429) {
    return new UpstreamError('The vision service is busy or over its quota. Please try again in a minute.', 'VISION_BUSY');
  }
  return new UpstreamError(`The vision service answered with an error (HTTP ${status}). Please try again.`, 'VISION_FAILED');
}

function malformed(): UpstreamError {
  return new UpstreamError('The vision model answered with malformed JSON instead of a dish. Please try again.', 'VISION_BAD_ANSWER');
}

/** The model's text: a string, or (some servers) a list of text parts; code fences removed. */
function messageText(content: unknown): string {
  const joined = Array.isArray(content)
    ? content.map((part: { text?: unknown }) => (typeof part?.text === 'string' ? part.text : '')).join('')
    : typeof content === 'string'
      ? content
      : '';
  return joined.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '');
}

/** Reads an OpenAI-style chat completion into a dish, or the error it amounts to. */
export function readCompletion(body: string): DishData {
  let completion: { choices?: Array<{ message?: { content?: unknown; refusal?: unknown } }> };
  try {
    completion = JSON.parse(body);
  } catch {
    throw malformed();
  }
  const message = completion?.choices?.[0]?.message;
  if (typeof message?.refusal === 'string' && message.refusal.trim()) {
    throw new UnprocessableError(`The vision model declined to read this photo: ${message.refusal.trim().slice(0, 300)}`, 'VISION_REFUSED');
  }
  let json: unknown;
  try {
    json = JSON.parse(messageText(message?.content));
  } catch {
    throw malformed();
  }
  const answer = visionAnswerSchema.safeParse(json);
  if (!answer.success) throw malformed();
  if (answer.data.pictureKind === 'neither') {
    throw new UnprocessableError('No dish or recipe could be found in this photo.', 'NO_DISH_IN_PHOTO');
  }
  try {
    return dishFromVisionAnswer(answer.data);
  } catch {
    throw malformed();
  }
}

/**
 * Recognition by an OpenAI-compatible vision model (OpenAI, Ollama, vLLM, LM Studio):
 * POST {base}/chat/completions with the picture as a JPEG data URL and a strict JSON schema
 * for the answer, falling back once to json_object for servers that refuse json_schema.
 */
export class VisionDishRecognizer implements DishRecognizer {
  constructor(
    private readonly vision: VisionConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  async recognize(picture: NormalizedPicture): Promise<DishData> {
    const jpeg = await sharp(picture.bytes)
      .resize({ width: MODEL_PICTURE_MAX_SIDE, height: MODEL_PICTURE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: MODEL_JPEG_QUALITY })
      .toBuffer();
    const dataUrl = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
    // One deadline for both attempts: the person waiting does not care how many we made.
    const deadline = AbortSignal.timeout(this.vision.timeoutMs);
    try {
      let body: string;
      try {
        body = await this.#ask('json_schema', dataUrl, deadline);
      } catch (error) {
        if (!(error instanceof FormatRejected)) throw error;
        body = await this.#ask('json_object', dataUrl, deadline);
      }
      return readCompletion(body);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (deadline.aborted) {
        const seconds = Math.max(1, Math.round(this.vision.timeoutMs / 1000));
        throw new UpstreamTimeoutError(
          `The vision model did not answer within ${seconds} second${seconds === 1 ? '' : 's'}. Please try again.`,
          'VISION_TIMEOUT',
        );
      }
      if (error instanceof FormatRejected) {
        throw new UpstreamError('The vision model can answer neither with a JSON schema nor with JSON.', 'VISION_UNSUPPORTED');
      }
      throw new UpstreamError('The vision service could not be reached. Please try again later.', 'VISION_UNREACHABLE');
    }
  }

  async close(): Promise<void> {}

  async #ask(format: AnswerFormat, dataUrl: string, signal: AbortSignal): Promise<string> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.vision.apiKey) headers.authorization = `Bearer ${this.vision.apiKey}`;
    const response = await fetch(`${this.vision.baseUrl}/chat/completions`, {
      method: 'POST',
      headers,
      signal,
      body: JSON.stringify({
        model: this.vision.model,
        // Transcription must not wander; Ollama would otherwise default to 1.0.
        temperature: 0,
        response_format: responseFormat(format),
        messages: [
          { role: 'system', content: instructions(format) },
          {
            role: 'user',
            content: [
              { type: 'text', text: 'Read this photo.' },
              { type: 'image_url', image_url: { url: dataUrl } },
            ],
          },
        ],
      }),
    });
    const body = await response.text();
    if (response.ok) return body;
    // The person sees a short message; whoever runs the server needs the service's own words.
    this.log.warn({ status: response.status, body: body.slice(0, 1000), format }, 'vision service refused a request');
    if ((response.status === 400 || response.status === 422) && FORMAT_REJECTED.test(body)) {
      throw new FormatRejected(body.slice(0, 500));
    }
    throw upstreamStatusError(response.status);
  }
}
