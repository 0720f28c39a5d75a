/**
 * Contracts (§3 property_file_contract_state, §4 "Contract renewal: accepted or rejected;
 * auto_renewal flag with a set-at time"): the owner's answer, and auto_renew_contracts — the daily
 * job (§7 property_file_contract_state/pub_sub/contract_renewal) that extends an auto-renewing
 * contract reaching its end by its own term, records each renewal and announces it.
 */
import { randomUUID } from 'node:crypto';
import type { ContractRenewal, PropertyFileContractState } from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import { isStaff, requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { notFound, validationFailed } from '@casona/kit/errors/errors';
import { isContract } from '../domain/files.ts';
import { renewalPlan, renewalsDue, type RenewalPlan } from '../domain/schedule.ts';
import type { Deps } from './deps.ts';
import { todayOf } from './facts.ts';
import {
  autoRenewingFileIds,
  contractStatesOf,
  fileById,
  insertRenewal,
  saveContractState,
  setPeriod,
  type ContractStateRow,
  type FileRow,
} from './file-store.ts';
import { propertyById } from './property-store.ts';

export const AUTO_RENEW_JOB = 'auto_renew_contracts';

const planOf = (state: ContractStateRow, file: FileRow): RenewalPlan =>
  state.plan_anchor !== null && state.plan_first !== null
    ? {
        anchor: state.plan_anchor,
        term: state.plan_months !== null ? { months: state.plan_months } : { days: state.plan_days ?? 365 },
        first: state.plan_first,
      }
    : renewalPlan({ validFrom: file.valid_from, validTo: file.valid_to! });

const planColumns = (plan: RenewalPlan) => ({
  plan_anchor: plan.anchor,
  plan_months: 'months' in plan.term ? plan.term.months : null,
  plan_days: 'days' in plan.term ? plan.term.days : null,
  plan_first: plan.first,
});

const stateView = (s: ContractStateRow): PropertyFileContractState => ({
  property_file_id: s.property_file_id,
  auto_renewal: s.auto_renewal,
  auto_renewal_state_set_at: s.auto_renewal_state_set_at?.toISOString() ?? null,
});

/** What the audit log keeps of a contract's renewal: the decision and whether it renews itself. */
const renewalFields = (s: Pick<ContractStateRow, 'renewal' | 'auto_renewal'>) => ({
  renewal: s.renewal,
  auto_renewal: s.auto_renewal,
});

/**
 * The owner accepts (auto_renewal on) or rejects (off) the renewal of a contract. Staff's decision is
 * in the audit log (issue 19), in the same transaction, named by the property, before → after.
 */
export async function decideRenewal(
  deps: Pick<Deps, 'db' | 'memberships' | 'emit' | 'event' | 'now'>,
  auth: AuthContext,
  input: ContractRenewal,
): Promise<PropertyFileContractState> {
  const decidedBy = requireProfile(auth);
  const file = await fileById(deps.db, input.property_file_id);
  if (!file) throw notFound({ messageKey: 'propertyFile.notFound' });
  await deps.memberships.assert(auth, file.property_id, 'file', 'update');
  if (!isContract(file.type))
    throw validationFailed([{ path: '/property_file_id', key: 'contract.notAContract' }]);
  const accepted = input.decision === 'accepted';
  if (accepted && file.valid_to === null)
    throw validationFailed([{ path: '/property_file_id', key: 'contract.noEnd' }]);
  return deps.db.tx(async (client) => {
    const locked = await fileById(client, file.id, true);
    if (!locked) throw notFound({ messageKey: 'propertyFile.notFound' });
    const [current] = await contractStatesOf(client, [file.id]);
    const base: ContractStateRow = current ?? {
      property_file_id: file.id,
      auto_renewal: false,
      renewal: null,
      auto_renewal_state_set_at: null,
      plan_anchor: null,
      plan_months: null,
      plan_days: null,
      plan_first: null,
    };
    const plan = accepted && base.plan_anchor === null ? planColumns(planOf(base, locked)) : {};
    const saved = await saveContractState(client, {
      ...base,
      ...plan,
      auto_renewal: accepted,
      renewal: input.decision,
      auto_renewal_state_set_at: deps.now(),
    });
    if (isStaff(auth)) {
      const property = await propertyById(client, file.property_id);
      await audit(deps, client, auth, {
        action: 'CONTRACT_RENEWAL_DECIDED',
        entity: 'file',
        entityId: file.id,
        entityLabel: property?.name ?? null,
        propertyId: file.property_id,
        before: renewalFields(base),
        after: renewalFields(saved),
      });
    }
    await deps.emit(client, [
      deps.event('documents.contract.renewal_decided', {
        fileId: file.id,
        propertyId: file.property_id,
        decision: input.decision,
        decidedBy,
      }),
    ]);
    return stateView(saved);
  });
}

/**
 * Extends every auto-renewing contract that reached its end; returns how many were renewed. Run by
 * staff by hand (`by`), each renewal is in the audit log (issue 19) in its own transaction: the
 * contract's period before and after; the daily run records none.
 */
export async function autoRenewContracts(
  deps: Pick<Deps, 'db' | 'emit' | 'event' | 'now' | 'logger'>,
  by: AuthContext | null = null,
): Promise<number> {
  let renewed = 0;
  for (const id of await autoRenewingFileIds(deps.db)) {
    const did = await deps.db.tx(async (client) => {
      const file = await fileById(client, id, true);
      if (!file || file.valid_to === null) return false;
      const [state] = await contractStatesOf(client, [id]);
      if (!state?.auto_renewal) return false;
      const property = await propertyById(client, file.property_id);
      const now = deps.now();
      const plan = planOf(state, file);
      const periods = renewalsDue(plan, file.valid_to, todayOf(property, now));
      if (periods.length === 0) return false;
      if (state.plan_anchor === null) await saveContractState(client, { ...state, ...planColumns(plan) });
      let previous = file.valid_to;
      const events = [];
      for (const period of periods) {
        const fresh = await insertRenewal(client, {
          id: randomUUID(),
          fileId: id,
          previousValidTo: previous,
          validFrom: period.validFrom,
          validTo: period.validTo,
          at: now,
        });
        if (fresh)
          events.push(
            deps.event('documents.contract.renewed', {
              fileId: id,
              propertyId: file.property_id,
              type: file.type,
              previousValidTo: previous,
              validFrom: period.validFrom,
              validTo: period.validTo,
            }),
          );
        previous = period.validTo;
      }
      const last = periods.at(-1)!;
      await setPeriod(client, id, last.validFrom, last.validTo);
      await deps.emit(client, events);
      if (by && isStaff(by))
        await audit(deps, client, by, {
          action: 'CONTRACT_RENEWED',
          entity: 'file',
          entityId: id,
          entityLabel: property?.name ?? null,
          propertyId: file.property_id,
          before: { valid_from: file.valid_from, valid_to: file.valid_to },
          after: { valid_from: last.validFrom, valid_to: last.validTo },
        });
      return true;
    });
    if (did) renewed += 1;
  }
  deps.logger.info({ renewed }, 'auto_renew_contracts done');
  return renewed;
}
