import { z } from 'zod';

/**
 * GET /api/config/services: which optional outside services this server is set up to use.
 * Only yes/no facts, never a key, a password, a URL or a model name (a fine-tuned model's
 * name can carry an organisation's id), since every signed-in person may read it.
 */
export const connectedServicesSchema = z.object({
  googleSignIn: z.object({ configured: z.boolean() }),
  email: z.object({
    configured: z.boolean(),
    /** New accounts must confirm their address before the first sign-in. */
    confirmationRequired: z.boolean(),
  }),
  instacart: z.object({ configured: z.boolean() }),
  /** Photo to dish always works: with a vision model when one is set up, else with built-in OCR. */
  photoRecognition: z.object({
    configured: z.literal(true),
    engine: z.enum(['vision-model', 'built-in-ocr']),
  }),
});
export type ConnectedServices = z.infer<typeof connectedServicesSchema>;
