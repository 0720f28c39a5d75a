import { infraUrl } from '../testing/infra.ts';
import { createKafkaBus } from './kafka-bus.ts';
import { eventPipelineContract } from './pipeline.contract.ts';

const brokers = infraUrl('kafka');

eventPipelineContract('Kafka', () =>
  brokers
    ? {
        make: () => createKafkaBus({ brokers: brokers.split(','), clientId: 'pipeline-test' }),
        childEnv: { CRASH_BUS: 'kafka', KAFKA_BROKERS: brokers },
      }
    : undefined,
);
