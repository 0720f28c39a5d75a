/**
 * Maintenance's part of the demo (§2 /demo, issue 19), through maintenance's own use cases so the
 * chores, reports and plan are made, assigned, solved and announced as people's are:
 *
 * - a rule that copies a linen change and cleaning for every checkout of the demo home (its copies
 *   follow the Airbnb stays by event, whichever arrived first: a new rule copies the stays known);
 * - a monthly check of the water heater and gas tank, and a pending terrace light;
 * - two chores solved weeks ago with their before and after photos; every chore and report has its
 *   photo (photos/*.jpg, drawn by photos/generate.ts);
 * - two reports a worker made, one with a photo;
 * - tomorrow's day plan for both workers, made by the manager, which the owner may view.
 *
 * It needs the home (listings' event) and the demo people's labels (identity's) first: until both
 * arrived it throws DemoNotReady and its job tries again later (service.ts). Idempotent: what has
 * its name (chores) or its fixed id (the day plan) already is left alone.
 *
 * The demo lives (its job runs at start and every few hours): every chore still pending whose day
 * has passed — the linen change of a stay that checked out, last month's heater check — is solved
 * by whoever it is assigned to, on its day, with a note and a photo of the work, as a crew that keeps
 * up reports it; so the chores page shows what is coming, never a backlog of months.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEMO_ALLY_PROFILE_IDS,
  DEMO_PROFILE_ID,
  DEMO_PROPERTY_ID,
  demoUuid,
  type ChoreType,
} from '@casona/proto';
import { addDays, dateInZone } from '@casona/proto/shared/dates';
import type { AuthContext } from '@casona/kit/auth/context';
import { postChore, postReport, solveChore } from '../app/chores.ts';
import { createDayPlan } from '../app/day-plans.ts';
import type { Deps } from '../app/deps.ts';
import { propertiesIn } from '../app/planning-store.ts';
import {
  dayPlanExists,
  lockDemoSeed,
  madeChoreNames,
  pendingChoresDueBefore,
  stayArrival,
} from './demo-store.ts';

export { DEMO_SEED_JOB } from '@casona/proto';

export class DemoNotReady extends Error {
  override name = 'DemoNotReady';
}

const TIME_ZONE = 'America/Mexico_City';
const DAY_MS = 86_400_000;

const auth = (profileId: string): AuthContext => ({ profileId, staffRole: null, clientIp: null });
const OWNER = auth(DEMO_PROFILE_ID);
const GUADALUPE = auth(DEMO_ALLY_PROFILE_IDS.worker);
const JOSE_LUIS = auth(DEMO_ALLY_PROFILE_IDS.secondWorker);
const JORGE = auth(DEMO_ALLY_PROFILE_IDS.manager);

const photo = (file: string) =>
  `data:image/jpeg;base64,${readFileSync(path.join(import.meta.dirname, 'photos', file)).toString('base64')}`;

/** The use cases' ports with the clock `daysAgo` days back: what was done weeks ago is dated so. */
const ago = (deps: Deps, daysAgo: number): Deps => {
  const at = new Date(deps.now().getTime() - daysAgo * DAY_MS);
  return { ...deps, now: () => at };
};

interface DemoChore {
  name: string;
  type: ChoreType;
  by: AuthContext;
  daysAgo: number;
  make(deps: Deps, today: string): Promise<unknown>;
}

const chore = (
  deps: Deps,
  by: AuthContext,
  body: {
    name: string;
    type: ChoreType;
    due_date?: string | null;
    assigned_to?: string | null;
    trigger_event?: 'CHECK_OUT' | null;
    recurrence_rule?: string | null;
    problem_images?: string[];
  },
) =>
  postChore(
    deps,
    by,
    { property_id: DEMO_PROPERTY_ID, status: 'PENDING', problem_images: [], ...body },
    'es',
  );

const CHORES: readonly DemoChore[] = [
  {
    name: 'Limpieza y cambio de blancos tras la salida',
    type: 'LINEN',
    by: OWNER,
    daysAgo: 183,
    make: (deps) =>
      chore(deps, OWNER, {
        name: 'Limpieza y cambio de blancos tras la salida',
        type: 'LINEN',
        assigned_to: DEMO_ALLY_PROFILE_IDS.worker,
        trigger_event: 'CHECK_OUT',
        problem_images: [photo('blancos.jpg')],
      }),
  },
  {
    name: 'Revisión del calentador y el tanque de gas',
    type: 'PLUMBING',
    by: OWNER,
    daysAgo: 0,
    make: (deps) =>
      chore(deps, OWNER, {
        name: 'Revisión del calentador y el tanque de gas',
        type: 'PLUMBING',
        assigned_to: DEMO_ALLY_PROFILE_IDS.secondWorker,
        recurrence_rule: 'FREQ=MONTHLY;INTERVAL=1',
        problem_images: [photo('calentador.jpg')],
      }),
  },
  {
    name: 'Fuga en la llave del lavabo del baño principal',
    type: 'PLUMBING',
    by: OWNER,
    daysAgo: 24,
    make: async (deps, today) => {
      const made = await chore(ago(deps, 24), OWNER, {
        name: 'Fuga en la llave del lavabo del baño principal',
        type: 'PLUMBING',
        due_date: addDays(today, -22),
        assigned_to: DEMO_ALLY_PROFILE_IDS.secondWorker,
        problem_images: [photo('llave-fuga.jpg')],
      });
      await solveChore(
        ago(deps, 22),
        JOSE_LUIS,
        {
          chore_id: made.id,
          completion_notes: 'Se cambió el empaque y el cartucho de la llave; ya no gotea.',
          resolution_images: [photo('llave-reparada.jpg')],
        },
        'es',
      );
    },
  },
  {
    name: 'Poda del jardín de la entrada',
    type: 'GARDENING',
    by: OWNER,
    daysAgo: 40,
    make: async (deps, today) => {
      const made = await chore(ago(deps, 40), OWNER, {
        name: 'Poda del jardín de la entrada',
        type: 'GARDENING',
        due_date: addDays(today, -37),
        assigned_to: DEMO_ALLY_PROFILE_IDS.secondWorker,
        problem_images: [photo('jardin-antes.jpg')],
      });
      await solveChore(
        ago(deps, 37),
        JOSE_LUIS,
        {
          chore_id: made.id,
          completion_notes: 'Se podaron los arbustos y se limpió la orilla de la jardinera.',
          resolution_images: [photo('jardin-despues.jpg')],
        },
        'es',
      );
    },
  },
  {
    name: 'Cambiar los focos de la terraza',
    type: 'ELECTRICITY',
    by: OWNER,
    daysAgo: 1,
    make: (deps, today) =>
      chore(ago(deps, 1), OWNER, {
        name: 'Cambiar los focos de la terraza',
        type: 'ELECTRICITY',
        due_date: addDays(today, 2),
        assigned_to: DEMO_ALLY_PROFILE_IDS.secondWorker,
        problem_images: [photo('foco-terraza.jpg')],
      }),
  },
  {
    name: 'Mancha de humedad en el muro de la recámara 2',
    type: 'PROPERTY_DAMAGE',
    by: GUADALUPE,
    daysAgo: 3,
    make: (deps) =>
      postReport(
        ago(deps, 3),
        GUADALUPE,
        {
          property_id: DEMO_PROPERTY_ID,
          name: 'Mancha de humedad en el muro de la recámara 2',
          type: 'PROPERTY_DAMAGE',
          problem_images: [photo('humedad-muro.jpg')],
        },
        'es',
      ),
  },
  {
    name: 'Faltan dos toallas de baño después de la última salida',
    type: 'MISSING_ITEM',
    by: GUADALUPE,
    daysAgo: 6,
    make: (deps) =>
      postReport(
        ago(deps, 6),
        GUADALUPE,
        {
          property_id: DEMO_PROPERTY_ID,
          name: 'Faltan dos toallas de baño después de la última salida',
          type: 'MISSING_ITEM',
          problem_images: [photo('toallas.jpg')],
        },
        'es',
      ),
  },
];

/** How the crew reports a routine chore done, by type: the note and the photo of the work. */
const DONE: Partial<Record<ChoreType, { notes: string; photo: string }>> = {
  LINEN: {
    notes: 'Se cambiaron sábanas y toallas y se limpió la casa para la siguiente llegada.',
    photo: 'blancos.jpg',
  },
  PLUMBING: {
    notes: 'Calentador y tanque de gas revisados: sin fugas, piloto y válvulas en orden.',
    photo: 'calentador.jpg',
  },
  ELECTRICITY: { notes: 'Se cambiaron los focos por LED; ya encienden todos.', photo: 'foco-terraza.jpg' },
};
const DONE_OTHERWISE = { notes: 'Hecho y revisado.', photo: 'blancos.jpg' };

/** The evening of `date` in the demo home's zone (Mexico City keeps UTC−6 all year). */
const eveningOf = (date: string) => new Date(`${date}T18:00:00-06:00`);

/** Solves every pending chore of the demo home due before `today`, on its day, as its assignee. */
async function solvePastChores(deps: Deps, today: string): Promise<number> {
  let solved = 0;
  for (const c of await pendingChoresDueBefore(deps.db, DEMO_PROPERTY_ID, today)) {
    const done = DONE[c.type] ?? DONE_OTHERWISE;
    const on = eveningOf(c.due_date);
    await solveChore(
      { ...deps, now: () => (on < deps.now() ? on : deps.now()) },
      auth(c.assigned_to ?? DEMO_ALLY_PROFILE_IDS.manager),
      { chore_id: c.id, completion_notes: done.notes, resolution_images: [photo(done.photo)] },
      'es',
    );
    solved++;
  }
  return solved;
}

/**
 * What the seed needs from listings and identity: the home, its stays (the stays ahead, every one's
 * money and the direct bookings, which listings' seed sends last) and every demo person's label.
 * Waiting for all the stays, the checkout rule is made once they are known: a stay arriving after
 * it would get a copy due in the past, pending until the next run.
 */
async function assertReady(deps: Deps, today: string): Promise<void> {
  if ((await propertiesIn(deps.db, [DEMO_PROPERTY_ID])).length === 0)
    throw new DemoNotReady('the demo home has not arrived from listings yet');
  const stays = await stayArrival(deps.db, DEMO_PROPERTY_ID, today);
  if (stays.ahead === 0 || stays.unpaid > 0 || stays.direct === 0)
    throw new DemoNotReady("the demo's stays have not all arrived from listings yet");
  for (const id of [
    DEMO_PROFILE_ID,
    DEMO_ALLY_PROFILE_IDS.manager,
    DEMO_ALLY_PROFILE_IDS.worker,
    DEMO_ALLY_PROFILE_IDS.secondWorker,
  ]) {
    if (!(await deps.memberships.labelOf(id, DEMO_PROPERTY_ID)))
      throw new DemoNotReady('the demo people have not arrived from identity yet');
  }
}

/** The demo's day plan for `date`: one per day, by its fixed id. */
export const demoDayPlanId = (date: string) => demoUuid(`maintenance:day-plan:${date}`);

export interface MaintenanceDemoResult {
  chores: number;
  dayPlan: boolean;
  /** Chores whose day had passed, solved now. */
  solved: number;
}

export async function seedMaintenanceDemo(deps: Deps): Promise<MaintenanceDemoResult> {
  const today = dateInZone(deps.now(), TIME_ZONE);
  await assertReady(deps, today);
  const tomorrow = addDays(today, 1);
  return deps.db.tx(async (client) => {
    // One replica at a time; the use cases below run in their own transactions.
    await lockDemoSeed(client);
    const made = await madeChoreNames(deps.db, DEMO_PROPERTY_ID);
    let chores = 0;
    for (const c of CHORES) {
      if (made.has(c.name)) continue;
      await c.make(deps, today);
      chores++;
    }
    let dayPlan = false;
    const planId = demoDayPlanId(tomorrow);
    if (!(await dayPlanExists(deps.db, planId))) {
      // The manager plans the days (an owner may not insert day plans, §6).
      await createDayPlan(deps, JORGE, {
        id: planId,
        schedule_date: tomorrow,
        timezone: TIME_ZONE,
        properties: [DEMO_PROPERTY_ID],
        workers: [DEMO_ALLY_PROFILE_IDS.worker, DEMO_ALLY_PROFILE_IDS.secondWorker],
        permissions: [{ profile_id: DEMO_PROFILE_ID, permission: 'VIEW' }],
      });
      dayPlan = true;
    }
    const solved = await solvePastChores(deps, today);
    return { chores, dayPlan, solved };
  });
}
