/**
 * The appraisal service's contracts so far: the entities it owns and the forms it takes. Its answers,
 * route table and messages come with the service; its events are in events/catalogue.ts.
 */
export * from './entities.ts';
export * from './requests.ts';
