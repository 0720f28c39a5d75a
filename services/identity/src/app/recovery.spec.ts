import { describe, expect, it } from 'vitest';
import type { Deps } from './deps.ts';
import { PASSWORD_RESET_JOB, requestPasswordReset } from './accounts.ts';

/**
 * #11 item 8: whether an email has an account must not show in how long recovery takes to answer.
 * The answer's path is the same single step for every email — queue the job — and touches no
 * table; the lookup happens in the job, after the answer.
 */
describe('password recovery answers after the same work for every email', () => {
  function recordingDeps() {
    const steps: unknown[] = [];
    const refuse = (what: string) => () => {
      throw new Error(`recovery's answer path must not ${what}`);
    };
    const deps = {
      db: { query: refuse('query the database'), tx: refuse('open a transaction') },
      emit: refuse('emit events'),
      jobs: {
        enqueue: async (name: string, data: unknown, options: unknown) => {
          steps.push({ name, data, options });
          return 'job-id';
        },
      },
      now: () => new Date(),
    } as unknown as Deps;
    return { deps, steps };
  }

  it('an email with an account and one without take exactly the same steps', async () => {
    const known = recordingDeps();
    const unknown = recordingDeps();
    await requestPasswordReset(known.deps, ' Ana@Example.com ');
    await requestPasswordReset(unknown.deps, 'nadie@example.com');
    expect(known.steps).toHaveLength(1);
    expect(unknown.steps).toHaveLength(1);
    const shape = (s: unknown) => {
      const step = s as { name: string; data: { email: string }; options: { jobId: string } };
      return { name: step.name, fields: Object.keys(step.data), jobIdLength: step.options.jobId.length };
    };
    expect(shape(known.steps[0])).toEqual(shape(unknown.steps[0]));
    expect(known.steps[0]).toMatchObject({ name: PASSWORD_RESET_JOB, data: { email: 'ana@example.com' } });
  });
});
