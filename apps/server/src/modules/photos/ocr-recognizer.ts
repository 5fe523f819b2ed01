import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { createWorker, OEM, type Page, type Worker } from 'tesseract.js';
import type { DishData } from '@hearth/shared/dishes';
import { ServiceUnavailableError, UnprocessableError } from '../../errors.js';
import type { NormalizedPicture } from '../images/index.js';
import type { DishRecognizer, RecipeLinesReader } from './dish-recognizer.js';

const require = createRequire(import.meta.url);
/** The English LSTM model shipped in the npm package (2.9 MB): nothing is downloaded at run time. */
const LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** tesseract.js never settles createWorker when loading fails, so we give up after this. */
const WORKER_START_TIMEOUT_MS = 30_000;
/** A 2048 px card reads in about a second; far longer means the worker is stuck. */
const RECOGNIZE_TIMEOUT_MS = 60_000;
/** Lines read with less confidence are mostly texture mistaken for letters. */
const MIN_LINE_CONFIDENCE = 40;

export const NO_RECIPE_TEXT_MESSAGE =
  'No recipe text could be read in this photo. The built-in reader only reads printed recipes; ' +
  'to recognise photos of food, an administrator can configure a vision model (VISION_BASE_URL).';

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Offline recognition with tesseract.js. One worker is started on first use and kept warm
 * (starting one costs about a second); it reads one picture at a time and is ended on close.
 */
export class OcrDishRecognizer implements DishRecognizer {
  #worker: Promise<Worker> | undefined;

  constructor(
    private readonly log: FastifyBaseLogger,
    /** The text read is untrusted content: parsed off the event loop by the caller's reader. */
    private readonly readLines: RecipeLinesReader,
  ) {}

  async recognize(picture: NormalizedPicture): Promise<DishData> {
    const worker = await this.#startedWorker();
    // Grey PNG: the format tesseract's decoder reads fastest, and colour does not help it.
    const image = await sharp(picture.bytes).grayscale().png().toBuffer();
    const result = await withTimeout(worker.recognize(image, {}, { text: true, blocks: true }), RECOGNIZE_TIMEOUT_MS, () => {
      this.#discardWorker();
      return new ServiceUnavailableError('The built-in text reader did not finish. Please try again.', 'OCR_UNAVAILABLE');
    });
    const dish = await this.readLines(readableLines(result.data));
    if (!dish) throw new UnprocessableError(NO_RECIPE_TEXT_MESSAGE, 'NO_RECIPE_TEXT');
    return dish;
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    if (worker) await worker.then((started) => started.terminate()).catch(() => undefined);
  }

  #startedWorker(): Promise<Worker> {
    this.#worker ??= withTimeout(
      createWorker('eng', OEM.LSTM_ONLY, {
        langPath: LANG_PATH,
        gzip: true,
        // The default cache writes eng.traineddata into the working directory.
        cacheMethod: 'none',
        // Without a handler, a failed job is thrown from a message callback and ends the process.
        errorHandler: (error: unknown) => this.log.warn({ err: error }, 'OCR worker reported an error'),
      }).then(async (worker) => {
        // Our PNGs carry no resolution; say so rather than have tesseract warn on every picture.
        await worker.setParameters({ user_defined_dpi: '300' });
        return worker;
      }),
      WORKER_START_TIMEOUT_MS,
      () => new ServiceUnavailableError('The built-in text reader could not start.', 'OCR_UNAVAILABLE'),
    );
    this.#worker.catch(() => {
      this.#worker = undefined;
    });
    return this.#worker;
  }

  #discardWorker() {
    const worker = this.#worker;
    this.#worker = undefined;
    worker?.then((started) => started.terminate()).catch(() => undefined);
  }
}

/** The page's lines, top to bottom, without the ones tesseract itself doubts. */
function readableLines(page: Page): string[] {
  const lines: string[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        if (line.confidence >= MIN_LINE_CONFIDENCE) lines.push(line.text.trim());
      }
    }
  }
  return lines.filter(Boolean);
}
