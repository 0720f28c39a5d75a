import { runServiceMain } from '@casona/kit/runtime/run-service';
import { service } from './service.ts';

await runServiceMain(service);
