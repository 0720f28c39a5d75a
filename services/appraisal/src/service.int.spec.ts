/**
 * Appraisal on the platform as it runs in production (the kit's describeServiceOnPlatform): it starts, is
 * healthy, migrated its schema, and its API families reach it through the gateway.
 */
import { createGateway } from '@casona/gateway/gateway';
import { createIdentityService } from '@casona/identity/service';
import { FAST_HASH, testSigningKey } from '@casona/identity/testing/harness';
import { describeServiceOnPlatform } from '@casona/kit/testing/service-on-platform';
import { createAppraisalService } from './service.ts';

describeServiceOnPlatform({
  name: 'appraisal',
  service: (schema) => createAppraisalService({ name: schema }),
  identity: (schema) =>
    createIdentityService({
      name: schema,
      env: { ...FAST_HASH, JWT_PRIVATE_KEY: testSigningKey() },
      seedAdmin: false,
    }),
  gateway: (options) => createGateway(options),
  firstMigration: '1764800000000_appraisal',
  ownedFamily: 'appraisal_item',
});
