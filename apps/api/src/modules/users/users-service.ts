import { randomBytes } from 'node:crypto';
import {
  ROLE_LABELS,
  type User,
  type UserInput,
  type UsersList,
  type UsersQuery,
  type UserUpdate,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import { type Actor, isSuperAdminActor } from '../../lib/actor.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import { invalidInput } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { PasswordLinks } from '../../lib/password-links.ts';
import { newPasswordProblem } from '../../lib/password-policy.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AuditEntry, AuditService } from '../audit/audit-service.ts';
import {
  canSee,
  emailInUse,
  emailTaken,
  isActiveAdminOf,
  lastAdmin,
  requireGrantable,
  requireManageable,
  requireOwnCustomer,
  selfInactivation,
  userNotFound,
} from './users-access.ts';
import {
  countActiveAdmins,
  countUsers,
  findCustomerForUsers,
  findUser,
  findUserByEmail,
  findUsers,
  inactivateUsers,
  insertUser,
  isEmailTaken,
  listCustomerOptions,
  listUsers,
  lockCustomers,
  revokeSessions,
  type UserRow,
  updateUser,
} from './users-queries.ts';

/** How long the link a user created without a password gets to choose one stays valid. */
export const WELCOME_LINK_VALID_MINUTES = 3 * 24 * 60;

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

const rolesText = (roles: readonly string[]) =>
  roles.map((role) => ROLE_LABELS[role as keyof typeof ROLE_LABELS] ?? role).join(', ');

/** What the creation's first attempt (POST users/email) led to. */
export type EmailCheck = { outcome: 'inactive_exists' } | { outcome: 'created'; id: number };

/**
 * Users as admins manage them. The superadmin manages everyone; an admin the users of their
 * own customer, never a superadmin; a customer keeps at least one active admin, checked under
 * a lock of the customer's row so parallel requests cannot both take the last one away.
 */
export function createUsersService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  mailer: Mailer;
  links: PasswordLinks;
  tasks: BackgroundTasks;
}) {
  const { db, clock, audit, mailer, links, tasks } = deps;

  const record = (actor: Actor, entry: AuditEntry, tx: Db) =>
    audit.record({ userId: actor.userId, customerId: actor.customerId }, entry, tx);

  const transaction = <T>(work: (tx: Db) => Promise<T>): Promise<T> =>
    db.transaction((tx) => work(tx as unknown as Db));

  const canReactivate = (actor: Actor, holder: UserRow) =>
    canSee(actor, holder) &&
    (isSuperAdminActor(actor) || !holder.roles.includes('ROLE_SUPERADMIN'));

  /** The customer the form names exists and is active (unless it is the user's current one). */
  async function checkCustomer(
    actor: Actor,
    customerId: number | null,
    current: number | null,
  ): Promise<string | null> {
    requireOwnCustomer(actor, customerId);
    if (customerId === null) return null;
    const customer = await findCustomerForUsers(db, customerId);
    if (!customer || (!customer.isActive && customerId !== current)) {
      throw invalidInput({ customer_id: 'Cliente não encontrado ou inativo' });
    }
    return customer.name;
  }

  async function passwordHashOf(input: UserInput): Promise<string | null> {
    if (input.password === null) return null;
    const problem = newPasswordProblem(input.password, { email: input.email });
    if (problem) throw invalidInput({ password: problem }, problem);
    return hashPassword(input.password);
  }

  function sendWelcomeLink(userId: number, name: string, email: string) {
    tasks.run('welcome-password-link', async () => {
      const link = await links.issue(userId, WELCOME_LINK_VALID_MINUTES);
      await mailer.send({
        to: email,
        subject: 'Oportuna: crie sua senha de acesso',
        text:
          `Olá, ${name}.\n\nVocê recebeu acesso ao Oportuna. Para criar a sua senha, acesse:\n` +
          `${link}\n\nO link vale por 3 dias e só pode ser usado uma vez.\n`,
      });
    });
  }

  /** Stops a change that would leave `customerId` without an active admin (call under lock). */
  async function keepAnAdmin(tx: Db, customerId: number, leaving: number[]) {
    if ((await countActiveAdmins(tx, customerId, leaving)) === 0) throw lastAdmin();
  }

  async function inactivate(actor: Actor, ids: number[]): Promise<void> {
    if (ids.includes(actor.userId)) throw selfInactivation();
    const found = await findUsers(db, ids);
    if (found.length !== ids.length) throw userNotFound();
    for (const row of found) requireManageable(actor, row);
    const at = clock.now().toISOString();
    await transaction(async (tx) => {
      const customerIds = found.flatMap((row) => (row.customerId === null ? [] : [row.customerId]));
      await lockCustomers(tx, customerIds);
      const targets = (await findUsers(tx, ids)).filter((row) => row.isActive);
      for (const customerId of new Set(customerIds)) {
        if (targets.some((row) => isActiveAdminOf(row, customerId))) {
          await keepAnAdmin(tx, customerId, ids);
        }
      }
      if (targets.length === 0) return;
      await inactivateUsers(
        tx,
        targets.map((row) => row.id),
        at,
      );
      for (const row of targets) {
        await record(
          actor,
          {
            action: 'user.inactivated',
            description: `Inativou o usuário ${row.name} (${row.email}); as sessões dele foram encerradas`,
            metadata: { user_id: row.id, customer_id: row.customerId },
          },
          tx,
        );
      }
    });
  }

  async function reactivate(actor: Actor, row: UserRow): Promise<void> {
    if (row.isActive) return;
    const at = clock.now().toISOString();
    await transaction(async (tx) => {
      await updateUser(tx, row.id, { isActive: true, inactivatedAt: null, at });
      await record(
        actor,
        {
          action: 'user.reactivated',
          description: `Reativou o usuário ${row.name} (${row.email})`,
          metadata: { user_id: row.id, customer_id: row.customerId },
        },
        tx,
      );
    });
  }

  /** Creates the user, or reactivates and updates the inactive one holding the e-mail. */
  async function create(actor: Actor, input: UserInput): Promise<{ id: number }> {
    requireGrantable(actor, input.roles);
    const customerName = await checkCustomer(actor, input.customerId, null);
    const chosenHash = await passwordHashOf(input);
    // Without a chosen password the account gets one nobody knows, until the link is used.
    const newHash = chosenHash ?? (await hashPassword(randomBytes(32).toString('base64url')));
    const at = clock.now().toISOString();
    const values = {
      name: input.name,
      email: input.email,
      property: input.property,
      roles: input.roles,
      customerId: input.customerId,
    };
    const where = customerName ? ` no cliente ${customerName}` : '';
    const id = await transaction(async (tx) => {
      const holder = await findUserByEmail(tx, input.email, true);
      if (holder && (holder.isActive || !canReactivate(actor, holder))) throw emailTaken();
      if (holder) {
        await updateUser(tx, holder.id, {
          ...values,
          ...(chosenHash ? { passwordHash: chosenHash, passwordChangedAt: at } : {}),
          isActive: true,
          inactivatedAt: null,
          at,
        });
        await record(
          actor,
          {
            action: 'user.reactivated',
            description: `Reativou o usuário ${input.name} (${input.email})${where} com os perfis ${rolesText(input.roles)}`,
            metadata: { user_id: holder.id, customer_id: input.customerId, roles: input.roles },
          },
          tx,
        );
        return holder.id;
      }
      const inserted = await insertUser(tx, {
        ...values,
        passwordHash: newHash,
        passwordChangedAt: chosenHash ? at : null,
        at,
      });
      if (inserted === null) throw emailTaken();
      await record(
        actor,
        {
          action: 'user.created',
          description: `Cadastrou o usuário ${input.name} (${input.email})${where} com os perfis ${rolesText(input.roles)}`,
          metadata: { user_id: inserted, customer_id: input.customerId, roles: input.roles },
        },
        tx,
      );
      return inserted;
    });
    if (!chosenHash) sendWelcomeLink(id, input.name, input.email);
    return { id };
  }

  async function saveForm(actor: Actor, row: UserRow, input: UserInput): Promise<void> {
    requireGrantable(actor, input.roles);
    const customerName = await checkCustomer(actor, input.customerId, row.customerId);
    const chosenHash = await passwordHashOf(input);
    const at = clock.now().toISOString();
    try {
      await transaction(async (tx) => {
        if (row.customerId !== null) await lockCustomers(tx, [row.customerId]);
        const current = (await findUser(tx, row.id)) ?? row;
        const customerId = current.customerId;
        const staysAdmin = input.customerId === customerId && input.roles.includes('ROLE_ADMIN');
        if (customerId !== null && isActiveAdminOf(current, customerId) && !staysAdmin) {
          await keepAnAdmin(tx, customerId, [row.id]);
        }
        await updateUser(tx, row.id, {
          name: input.name,
          email: input.email,
          property: input.property,
          roles: input.roles,
          customerId: input.customerId,
          ...(chosenHash ? { passwordHash: chosenHash, passwordChangedAt: at } : {}),
          at,
        });
        await record(
          actor,
          {
            action: 'user.updated',
            description: `Atualizou o usuário ${input.name} (${input.email})${customerName ? ` do cliente ${customerName}` : ''} com os perfis ${rolesText(input.roles)}`,
            metadata: {
              user_id: row.id,
              customer_id: input.customerId,
              roles: input.roles,
              previous_email: row.email,
            },
          },
          tx,
        );
        if (!chosenHash) return;
        // Whoever knew the old password is signed out; an admin editing themselves stays in.
        await revokeSessions(tx, [row.id], {
          at,
          reason: 'password_changed',
          ...(row.id === actor.userId ? { keep: actor.sessionId } : {}),
        });
        await record(
          actor,
          {
            action: 'user.password_changed',
            description: `Alterou a senha do usuário ${input.name}; as outras sessões dele foram encerradas`,
            metadata: { user_id: row.id },
          },
          tx,
        );
      });
    } catch (error) {
      if (isEmailTaken(error)) throw emailInUse();
      throw error;
    }
  }

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
