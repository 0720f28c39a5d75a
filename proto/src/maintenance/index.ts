/**
 * The maintenance service's contracts: the entities it owns and the forms it takes, the chore
 * description's rich-text schema, the items/checklist and day-plan route tables with their answers;
 * its events are in events/catalogue.ts.
 */
export * from './entities.ts';
export * from './requests.ts';
export * from './rich-text.ts';
export * from './items.ts';
export * from './day-plans.ts';
