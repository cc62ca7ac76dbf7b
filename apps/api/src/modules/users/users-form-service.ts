import { randomBytes } from 'node:crypto';
import { ROLE_LABELS, type UserInput } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import { invalidInput } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { PasswordLinks } from '../../lib/password-links.ts';
import { newPasswordProblem } from '../../lib/password-policy.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AuditEntry, AuditService } from '../audit/audit-service.ts';
import {
  canReactivate,
  emailInUse,
  emailTaken,
  isActiveAdminOf,
  keepAnAdmin,
  requireGrantable,
  requireOwnCustomer,
} from './users-access.ts';
import {
  findCustomerForUsers,
  findUser,
  findUserByEmail,
  insertUser,
  isEmailTaken,
  lockCustomers,
  revokeSessions,
  type UserRow,
  updateUser,
} from './users-queries.ts';

/** How long the link a user created without a password gets to choose one stays valid. */
export const WELCOME_LINK_VALID_MINUTES = 3 * 24 * 60;

const rolesText = (roles: readonly string[]) =>
  roles.map((role) => ROLE_LABELS[role as keyof typeof ROLE_LABELS] ?? role).join(', ');

/**
 * The user form: creating a user (or reactivating the inactive one with the e-mail) and saving
 * an existing one; a user created without a password gets a link to choose one.
 */
export function createUsersFormService(deps: {
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

  return { create, saveForm };
}
