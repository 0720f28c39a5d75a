export {
  STATES,
  STATE_NAMES,
  isStateName,
  normalizeState,
  placeKey,
  stateInfo,
  stateSpellings,
  type StateInfo,
  type StateName,
} from './states.ts';
export {
  findMunicipality,
  isMunicipalityOf,
  municipalitiesOf,
  municipalityCount,
  type Municipality,
} from './municipalities.ts';
