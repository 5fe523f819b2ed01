import type { FastifyBaseLogger } from 'fastify';
import type { DishData } from '@hearth/shared/dishes';
import type { Config } from '../../config.js';
import type { NormalizedPicture } from '../images/index.js';
import { OcrDishRecognizer } from './ocr-recognizer.js';
import { VisionDishRecognizer } from './vision-recognizer.js';

/**
 * Reads dish data from a picture. Failures are AppErrors: 422 when the picture holds no
 * recipe or dish, 502/503/504 when the reader itself fails. The picture URL is the caller's.
 */
export interface DishRecognizer {
  recognize(picture: NormalizedPicture): Promise<DishData>;
  /** Frees what the reader keeps between requests (the OCR worker). */
  close(): Promise<void>;
}

/** Reads the lines OCR found into a dish, or null (the app runs it on a parse-pool thread). */
export type RecipeLinesReader = (lines: string[]) => Promise<DishData | null>;

/** A vision model when one is configured; otherwise the built-in OCR, which needs no network. */
export function createDishRecognizer(config: Config, log: FastifyBaseLogger, readLines: RecipeLinesReader): DishRecognizer {
  return config.vision ? new VisionDishRecognizer(config.vision, log) : new OcrDishRecognizer(log, readLines);
}
