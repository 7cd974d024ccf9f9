/**
 * The audit log (decision 043): every change the back office made, with who made it. An entry stores its actor as
 * 'user:12' or 'api-key:3'; the list answers the actor's name beside it (an administrator's name and email, an
 * API key's name), read when the log is read, so a revoked key or a deleted account still shows who it was.
 */
import { z } from 'zod';

/** Who made a change: an administrator (name, email), an API key (its name; revoked or not), or neither. */
export const AuditActorSchema = z.object({
  /** As stored: 'user:12', 'api-key:3'. */
  ref: z.string(),
  kind: z.enum(['user', 'api-key', 'other']),
  id: z.number().int().nullable(),
  /** An administrator's full name (or null when none is on the account), an API key's name. */
  name: z.string().nullable(),
  email: z.string().nullable(),
  revoked: z.boolean(),
  /** The account or key no longer exists (the entry keeps its number). */
  deleted: z.boolean(),
});
export type AuditActor = z.infer<typeof AuditActorSchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  actor_detail: AuditActorSchema,
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  /** The entity's stored JSON before the change, null when there was none (any JSON value). */
  before: z.unknown(),
  /** The entity's stored JSON after the change, null when there is none (any JSON value). */
  after: z.unknown(),
  created_at: z.string(),
});
export const AuditListSchema = z.object({ entries: z.array(AuditEntrySchema), total: z.number().int() });

/** GET /api/admin/audit/actors: everyone who has an entry, the latest first. */
export const AuditActorListSchema = z.object({ actors: z.array(AuditActorSchema) });

/** The actor of the command line's changes (`npm run admin -- revoke`, decision 062). */
export const AUDIT_CLI_ACTOR = 'cli';

/** An actor as stored ('user:12', 'api-key:3', 'cli'): the filter's value. */
export const AuditActorRefSchema = z
  .string()
  .max(40)
  .regex(/^(?:(?:user|api-key):[1-9][0-9]{0,15}|cli)$/, "An actor as 'user:12', 'api-key:3' or 'cli'");

/** The kind and number of a stored actor; anything else is 'other'. */
export function parseAuditActor(ref: string): { kind: AuditActor['kind']; id: number | null } {
  const match = /^(user|api-key):([1-9][0-9]{0,15})$/.exec(ref);
  if (!match) return { kind: 'other', id: null };
  return { kind: match[1] as 'user' | 'api-key', id: Number(match[2]) };
}

/** The words that name an actor in a list or a filter ("Ann Lee", "API key “Stock sync” (revoked)"). */
export function auditActorLabel(actor: AuditActor): string {
  if (actor.kind === 'other')
    return actor.ref === AUDIT_CLI_ACTOR ? 'The command line (npm run admin)' : actor.ref;
  if (actor.kind === 'user') {
    if (actor.deleted) return `Deleted administrator (account ${actor.id})`;
    return actor.name ?? actor.email ?? `Administrator ${actor.id}`;
  }
  if (actor.deleted) return `Deleted API key (key ${actor.id})`;
  return `API key “${actor.name ?? actor.id}”${actor.revoked ? ' (revoked)' : ''}`;
}

/** An administrator's full name from the account's parts, or null when it has none. */
export function adminFullName(first: string | null, last: string | null): string | null {
  const name = [first, last]
    .map((p) => p?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name === '' ? null : name;
}
