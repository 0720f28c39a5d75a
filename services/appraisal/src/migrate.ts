import { runMigrationsMain } from '@casona/kit/runtime/run-migrations';
import { service } from './service.ts';

await runMigrationsMain(service);
