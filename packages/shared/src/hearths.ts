import { z } from 'zod';
import { HEARTH_NAME_MAX, HEARTH_ROLES } from './hearth-roles.js';
import { calendarDateSchema } from './meals.js';
import { withCode } from './validation-codes.js';

const nameSchema = z
  .string()
  .trim()
  .min(1, 'Hearth name is required')
  .max(HEARTH_NAME_MAX, `Must be at most ${HEARTH_NAME_MAX} characters`);

/** docs/product.md#entities: the planning period as the profile reads it. */
export const scheduleDataSchema = z.object({ startDate: z.string(), endDate: z.string() });
export type ScheduleData = z.infer<typeof scheduleDataSchema>;

export const hearthCreateSchema = z
  .object({ name: nameSchema, startDate: calendarDateSchema, endDate: calendarDateSchema })
  .refine(
    (hearth) => hearth.startDate <= hearth.endDate,
    withCode('endBeforeStart', 'End date must not be before the start date', ['endDate']),
  );
export type HearthCreate = z.output<typeof hearthCreateSchema>;

export const hearthUpdateSchema = z
  .object({ name: nameSchema, startDate: calendarDateSchema, endDate: calendarDateSchema })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, 'Send at least one of name, startDate, endDate');
export type HearthUpdate = z.output<typeof hearthUpdateSchema>;

/** One of the caller's hearths, as GET /api/hearths lists it and the profile shows it. */
export const hearthSummarySchema = z.object({
  hearth_id: z.number(),
  name: z.string(),
  role: z.enum(HEARTH_ROLES),
  schedule_data: scheduleDataSchema,
});
export type HearthSummary = z.infer<typeof hearthSummarySchema>;

export const hearthMemberSchema = z.object({
  user_id: z.string(),
  username: z.string(),
  role: z.enum(HEARTH_ROLES),
});
export type HearthMember = z.infer<typeof hearthMemberSchema>;

export const hearthSchema = hearthSummarySchema.extend({
  created_at: z.string(),
  members: z.array(hearthMemberSchema),
});
export type Hearth = z.infer<typeof hearthSchema>;

export const inviteCreateSchema = z.object({ role: z.enum(HEARTH_ROLES).default('member') });

export const inviteSchema = z.object({
  /** Names the link in GET and DELETE /api/hearths/:id/invites; the token is shown only once. */
  id: z.string(),
  token: z.string(),
  url: z.string(),
  role: z.enum(HEARTH_ROLES),
  expires_at: z.string(),
});
export type Invite = z.infer<typeof inviteSchema>;

/** A link that still works, as owners see it to revoke it: its token is never shown again. */
export const liveInviteSchema = z.object({
  id: z.string(),
  role: z.enum(HEARTH_ROLES),
  created_at: z.string(),
  expires_at: z.string(),
  created_by: z.string(),
});
export type LiveInvite = z.infer<typeof liveInviteSchema>;

/** What the /join page shows before the visitor accepts. */
export const invitePreviewSchema = z.object({
  hearth_id: z.number(),
  name: z.string(),
  role: z.enum(HEARTH_ROLES),
  expires_at: z.string(),
  /** Who made the link, by the name others see. */
  invited_by: z.string(),
  /** Always false for a visitor who is not signed in. */
  already_member: z.boolean(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

export const inviteTokenSchema = z.string().trim().min(10, 'Invitation token is not valid').max(200, 'Invitation token is not valid');

export const joinHearthSchema = z.object({ token: inviteTokenSchema });

export const memberRoleUpdateSchema = z.object({ role: z.enum(HEARTH_ROLES) });
