import { createInProcessBus } from './in-process-bus.ts';
import { eventPipelineContract } from './pipeline.contract.ts';

// The in-process bus lives in one process: a "new process" after a crash gets a new bus.
eventPipelineContract('the in-process bus', () => ({
  make: async () => createInProcessBus(),
  childEnv: { CRASH_BUS: 'in-process' },
}));
