import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@hearth/shared/api-error';
import { IMPORT_FILE_FIELD, IMPORT_FILE_MAX_MEGABYTES } from '@hearth/shared/import-rules';
import { importJobCreatedSchema, importJobSchema } from '@hearth/shared/imports';
import { NotFoundError } from '../../errors.js';
import { idParams } from '../../lib/id-params.js';
import type { ExportReading } from './export-files/export-file-types.js';
import { EXPORT_FORMATS } from './export-files/export-formats.js';
import { ImportJobRunner, STALE_AFTER_MS, STOPPED_REASON } from './jobs/import-job-runner.js';
import { deleteFinishedImportJobs, failStaleImportJob, findOwnedImportJob, insertImportJob } from './jobs/import-jobs.repository.js';
import { receiveExportFile } from './jobs/receive-export-file.js';

/** Finished jobs are kept this long for their summary, then forgotten when the cook imports again. */
const KEEP_FINISHED_JOBS_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Export files of other recipe apps (Paprika, Mealie, Tandoor, Nextcloud Cookbook, ...): the
 * upload is recognised at once (a file we cannot or must not read is refused with a 4xx and
 * nothing stored), then imported as a job whose progress any app process can answer.
 */
const importFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before any body is read: an anonymous caller cannot make us store a 50 MB upload.
  app.addHook('onRequest', app.authenticate);
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 50 } });
  // Any other body is left unread, so the route can say what it expects instead of a bare 415.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  // Files are read on a thread of the parse pool (export-file-reading.ts), never in the request.
  const runner = new ImportJobRunner(app.db, app.log, (file) => app.parsing.readExportFile(file));
  app.addHook('onClose', () => runner.close());

  app.post(
    '/import/file',
    {
      // Per user, after authentication and before the upload is read; shared with account imports.
      preHandler: async (request) => app.limits.importsPerUser.take(request.user.id),
      schema: {
        tags: ['imports'],
        summary: `Import another recipe app's export file (multipart field "${IMPORT_FILE_FIELD}", at most ${IMPORT_FILE_MAX_MEGABYTES} MB) as a job`,
        description: `Recognised from its content: ${Object.values(EXPORT_FORMATS).join('; ')}. Follow the job at GET /api/import/jobs/{id}.`,
        consumes: ['multipart/form-data'],
        response: {
          202: importJobCreatedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const upload = await receiveExportFile(request);
      let jobId: number;
      let firstReading: ExportReading | undefined;
      try {
        firstReading = await app.parsing.readExportFile(upload.file);
        jobId = await insertImportJob(app.db, request.user.id, upload.file.name, firstReading.format, firstReading.total ?? 0);
        runner.start({ id: jobId, ownerId: request.user.id, file: upload.file, firstReading, cleanUp: upload.remove });
      } catch (error) {
        firstReading?.close?.();
        await upload.remove();
        throw error;
      }
      await deleteFinishedImportJobs(app.db, request.user.id, new Date(Date.now() - KEEP_FINISHED_JOBS_MS));
      return reply.status(202).send({ jobId });
    },
  );

  app.get(
    '/import/jobs/:id',
    {
      schema: {
        tags: ['imports'],
        summary: 'How far an export-file import has got, and its summary once it has ended',
        params: idParams('importJob'),
        response: { 200: importJobSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const id = request.params.id;
      const notFound = () => new NotFoundError('Import job not found', 'IMPORT_JOB_NOT_FOUND');
      let job = await findOwnedImportJob(app.db, request.user.id, id);
      if (!job) throw notFound();
      // The process running it died (a crash, a kill -9): it will never finish, so it has failed.
      const aliveSince = new Date(Date.now() - STALE_AFTER_MS);
      if (job.status === 'running' && Date.parse(job.heartbeatAt) < aliveSince.getTime()) {
        await failStaleImportJob(app.db, job, aliveSince, { name: job.fileName, ...STOPPED_REASON });
        job = (await findOwnedImportJob(app.db, request.user.id, id)) ?? job;
      }
      const { status, total, done, imported, skipped, failed } = job;
      return { status, total, done, imported, skipped, failed };
    },
  );
};

export default importFilesRoutes;
