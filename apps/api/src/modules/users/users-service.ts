import type { User, UserInput, UsersList, UsersQuery, UserUpdate } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import { type Actor, isSuperAdminActor } from '../../lib/actor.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { PasswordLinks } from '../../lib/password-links.ts';
import type { AuditService } from '../audit/audit-service.ts';
import {
  canReactivate,
  canSee,
  emailTaken,
  requireManageable,
  userNotFound,
} from './users-access.ts';
import { createUsersFormService } from './users-form-service.ts';
import {
  countUsers,
  findUser,
  findUserByEmail,
  listCustomerOptions,
  listUsers,
  type UserRow,
} from './users-queries.ts';
import { createUsersStatusService } from './users-status-service.ts';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    is_active: row.isActive,
    roles: row.roles,
    property: {
      phone: row.property.phone ?? null,
      mobile_phone: row.property.mobile_phone ?? null,
      linkedin: row.property.linkedin ?? null,
      facebook: row.property.facebook ?? null,
    },
    customer:
      row.customerId !== null && row.customerName !== null && row.customerType !== null
        ? {
            id: row.customerId,
            name: row.customerName,
            type: row.customerType,
            is_active: row.customerActive ?? false,
          }
        : null,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

/** What the creation's first attempt (POST users/email) led to. */
export type EmailCheck = { outcome: 'inactive_exists' } | { outcome: 'created'; id: number };

/**
 * Users as admins manage them. The superadmin manages everyone; an admin the users of their
 * own customer, never a superadmin; a customer keeps at least one active admin, checked under
 * a lock of the customer's row so parallel requests cannot both take the last one away. The
 * form's writes are in users-form-service.ts, inactivation and reactivation in
 * users-status-service.ts.
 */
export function createUsersService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  mailer: Mailer;
  links: PasswordLinks;
  tasks: BackgroundTasks;
}) {
  const { db } = deps;
  const { create, saveForm } = createUsersFormService(deps);
  const { inactivate, reactivate } = createUsersStatusService(deps);

  return {
    async list(actor: Actor, query: UsersQuery): Promise<UsersList> {
      // An admin's list is their customer's, whatever customer_id says.
      const superadmin = isSuperAdminActor(actor);
      const scope = { customerId: superadmin ? null : (actor.customerId ?? 0) };
      const filter = superadmin ? query : { ...query, customer_id: undefined };
      const [found, total] = await Promise.all([
        listUsers(db, scope, filter, {
          limit: query.limit,
          offset: (query.page - 1) * query.limit,
        }),
        countUsers(db, scope, filter),
      ]);
      return { data: found.map(toUser), total };
    },

    async get(actor: Actor, id: number): Promise<User> {
      const row = await findUser(db, id);
      if (!row || !canSee(actor, row)) throw userNotFound();
      return toUser(row);
    },

    /**
     * The creation's first attempt: refused when an active user has the e-mail, answered
     * 'inactive_exists' when an inactive one the actor may reactivate has it, created otherwise.
     */
    async checkEmailThenCreate(actor: Actor, input: UserInput): Promise<EmailCheck> {
      const holder = await findUserByEmail(db, input.email);
      if (holder && (holder.isActive || !canReactivate(actor, holder))) throw emailTaken();
      if (holder) return { outcome: 'inactive_exists' };
      return { outcome: 'created', ...(await create(actor, input)) };
    },

    create,

    async update(actor: Actor, id: number, update: UserUpdate): Promise<void> {
      if (update.kind === 'status' && !update.isActive) return inactivate(actor, [id]);
      const row = await findUser(db, id);
      requireManageable(actor, row);
      if (!row) throw userNotFound();
      if (update.kind === 'status') return reactivate(actor, row);
      return saveForm(actor, row, update.input);
    },

    inactivateMany: inactivate,

    /** Active customers a user may be linked to: all for the superadmin, an admin's own. */
    async customerOptions(actor: Actor) {
      const data = await listCustomerOptions(
        db,
        isSuperAdminActor(actor) ? undefined : actor.customerId,
      );
      return { data };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
