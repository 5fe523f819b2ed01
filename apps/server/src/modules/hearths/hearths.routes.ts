import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  hearthCreateSchema,
  hearthSchema,
  hearthSummarySchema,
  hearthUpdateSchema,
  inviteCreateSchema,
  inviteSchema,
  joinHearthSchema,
  liveInviteSchema,
  memberRoleUpdateSchema,
} from '@hearth/shared/hearths';
import { HEARTH_ROLES } from '@hearth/shared/hearth-roles';
import { authorizeHearth, hearthNotFound } from '../../access/hearths.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { addressInUse } from '../../lib/address-in-use.js';
import { idParams, pathId } from '../../lib/id-params.js';
import { deleteInvite, listLiveInvites } from './hearth-invites.repository.js';
import { deleteHearth, findHearth, listHearthsOf, listMembers, updateHearth } from './hearths.repository.js';
import { changeMemberRole, createHearthWithOwner, createInvite, joinWithInvite, removeFromHearth } from './hearths.service.js';

const hearthParams = idParams('hearth');
const memberParams = z.object({ id: pathId('hearth'), userId: z.string().max(100) });
const inviteParams = z.object({ id: pathId('hearth'), inviteId: z.string().max(100) });

/** Hearths: shared planning spaces with owners, members and viewers (docs/decisions/0007-hearth-permissions.md). */
const hearthsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['hearths'];

  /**
   * Tells the hearth's members, and the person whose membership changed, that its members
   * changed: their pages update, and live streams read their hearths again (a removed member
   * hears nothing more from it).
   */
  async function membersChanged(hearthId: number, userId?: string) {
    const event = { type: 'hearth.members-changed', hearth_id: hearthId } as const;
    await app.events.publish({ hearthId }, event);
    if (userId) await app.events.publish({ userId }, event);
  }

  async function readHearth(hearthId: number, userId: string) {
    const role = await authorizeHearth(app.db, userId, hearthId, 'read');
    const hearth = (await findHearth(app.db, hearthId)) ?? hearthNotFound();
    return { ...hearth, role, members: await listMembers(app.db, hearthId) };
  }

  app.get('/hearths', { schema: { tags, response: { 200: z.array(hearthSummarySchema) } } }, async (request) =>
    listHearthsOf(app.db, request.user.id),
  );

  app.post('/hearths', { schema: { tags, body: hearthCreateSchema, response: { 201: hearthSchema } } }, async (request, reply) => {
    const hearthId = await createHearthWithOwner(app.db, request.user.id, request.body);
    return reply.status(201).send(await readHearth(hearthId, request.user.id));
  });

  app.get('/hearths/:id', { schema: { tags, params: hearthParams, response: { 200: hearthSchema } } }, async (request) =>
    readHearth(request.params.id, request.user.id),
  );

  app.patch(
    '/hearths/:id',
    { schema: { tags, params: hearthParams, body: hearthUpdateSchema, response: { 200: hearthSchema } } },
    async (request) => {
      const hearthId = request.params.id;
      await authorizeHearth(app.db, request.user.id, hearthId, 'manage');
      const current = (await findHearth(app.db, hearthId)) ?? hearthNotFound();
      const startDate = request.body.startDate ?? current.schedule_data.startDate;
      const endDate = request.body.endDate ?? current.schedule_data.endDate;
      if (endDate < startDate) throw new ValidationError('endDate: End date must not be before the start date');
      await updateHearth(app.db, hearthId, request.body);
      return readHearth(hearthId, request.user.id);
    },
  );

  app.delete('/hearths/:id', { schema: { tags, params: hearthParams, response: { 204: z.null() } } }, async (request, reply) => {
    const hearthId = request.params.id;
    await authorizeHearth(app.db, request.user.id, hearthId, 'manage');
    const members = await listMembers(app.db, hearthId);
    await deleteHearth(app.db, hearthId);
    for (const member of members)
      await app.events.publish({ userId: member.user_id }, { type: 'hearth.members-changed', hearth_id: hearthId });
    return reply.status(204).send(null);
  });

  app.post(
    '/hearths/:id/invites',
    { schema: { tags, params: hearthParams, body: inviteCreateSchema, response: { 201: inviteSchema } } },
    async (request, reply) => {
      const hearthId = request.params.id;
      await authorizeHearth(app.db, request.user.id, hearthId, 'manage');
      return reply
        .status(201)
        .send(await createInvite(app.db, hearthId, request.user.id, request.body.role, addressInUse(request, app.config)));
    },
  );

  app.get(
    '/hearths/:id/invites',
    {
      schema: {
        tags,
        summary: "The hearth's links that still work (owners only)",
        params: hearthParams,
        response: { 200: z.array(liveInviteSchema) },
      },
    },
    async (request) => {
      const hearthId = request.params.id;
      await authorizeHearth(app.db, request.user.id, hearthId, 'manage');
      return listLiveInvites(app.db, hearthId, new Date().toISOString());
    },
  );

  app.delete(
    '/hearths/:id/invites/:inviteId',
    {
      schema: { tags, summary: 'Revoke a link: it stops working at once (owners only)', params: inviteParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const hearthId = request.params.id;
      await authorizeHearth(app.db, request.user.id, hearthId, 'manage');
      if (!(await deleteInvite(app.db, hearthId, request.params.inviteId))) {
        throw new NotFoundError('Invitation link not found', 'INVITE_NOT_FOUND');
      }
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/hearths/join',
    {
      schema: {
        tags,
        body: joinHearthSchema,
        response: { 200: z.object({ hearth_id: z.number(), role: z.enum(HEARTH_ROLES) }) },
      },
    },
    async (request) => {
      const joined = await joinWithInvite(app.db, request.body.token, request.user.id);
      await membersChanged(joined.hearth_id, request.user.id);
      return joined;
    },
  );

  app.patch(
    '/hearths/:id/members/:userId',
    { schema: { tags, params: memberParams, body: memberRoleUpdateSchema, response: { 200: hearthSchema } } },
    async (request) => {
      const hearthId = request.params.id;
      await changeMemberRole(app.db, hearthId, request.user.id, request.params.userId, request.body.role);
      await membersChanged(hearthId, request.params.userId);
      return readHearth(hearthId, request.user.id);
    },
  );

  app.delete(
    '/hearths/:id/members/:userId',
    { schema: { tags, params: memberParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const hearthId = request.params.id;
      await removeFromHearth(app.db, hearthId, request.user.id, request.params.userId);
      await membersChanged(hearthId, request.params.userId);
      return reply.status(204).send(null);
    },
  );
};

export default hearthsRoutes;
