/**
 * `checkSubmission(name, value)`: the schema of a named submission plus its cross-field rules,
 * the one call a route handler or a form makes. Schema issues win over rule issues on the same
 * field; rules run even when the schema fails so a form shows every problem at once.
 */
import type { Static } from 'typebox';

import { MAX_PROPERTY_IMAGES } from '../constants.ts';
import { CONFIRMED_PROPERTY_STATUSES } from '../enums.ts';
import { SUBMISSION_SCHEMAS, type SubmissionName } from '../schemas/submissions.ts';
import {
  checkBase64Images,
  checkBase64Pdf,
  checkChoreImageCounts,
  checkCityInState,
  checkCommissionValues,
  checkDateRange,
  checkFloorDistribution,
  checkIdFile,
  checkInvitationInvitee,
  checkPasswordConfirmation,
  checkPropertyDescription,
  checkTourTime,
  checkTypeToConfirm,
  checkYearBuilt,
  issue,
} from './rules.ts';
import {
  compileValidator,
  type ValidationIssue,
  type ValidationResult,
  type ValidatorOptions,
} from './validate.ts';

export type SubmissionContext = {
  /** "Today" for year_built; defaults to the clock. */
  now?: Date;
  /** The phrase a type-to-confirm submission must repeat (e.g. the property name, the email). */
  confirmationPhrase?: string;
};

type Rule = (value: Record<string, unknown>, context: SubmissionContext) => ValidationIssue[];

const length = (value: unknown) => (Array.isArray(value) ? value.length : 0);

const property: Rule = (v, ctx) => [
  ...checkCityInState(v),
  ...checkYearBuilt(v['year_built'], '/year_built', ctx.now),
];

const confirmation: Rule = (v, ctx) =>
  ctx.confirmationPhrase === undefined ? [] : checkTypeToConfirm(v['confirmation'], ctx.confirmationPhrase);

/** Nested failures inside a rich-text document read as one message on the field. */
function collapseUnder(
  issues: ValidationIssue[],
  prefix: string,
  key: ValidationIssue['key'],
): ValidationIssue[] {
  if (!issues.some((i) => i.path.startsWith(`${prefix}/`))) return issues;
  const rest = issues.filter((i) => i.path !== prefix && !i.path.startsWith(`${prefix}/`));
  return [...rest, issue(prefix, key)];
}

const RULES: { readonly [N in SubmissionName]?: Rule } = {
  register: (v) => checkPasswordConfirmation(v),
  passwordChange: (v) => checkPasswordConfirmation(v),
  passwordReset: (v) => checkPasswordConfirmation(v),
  profileUpdate: (v) => {
    const picture = v['img_url_obj'];
    return picture !== null && typeof picture === 'object'
      ? checkBase64Images([(picture as Record<string, unknown>)['base64Image']], '/img_url_obj').map((i) => ({
          ...i,
          path: '/img_url_obj/base64Image',
        }))
      : [];
  },
  idUpload: (v) => checkIdFile(v['new_id_file']),
  profileDeletion: confirmation,
  // §5 rejecting, selling or deleting a property repeats its name; other steps need no phrase.
  propertyStatusChange: (v, ctx) =>
    (CONFIRMED_PROPERTY_STATUSES as readonly unknown[]).includes(v['status']) ? confirmation(v, ctx) : [],
  submitProperty: (v, ctx) => [
    ...property(v, ctx),
    ...checkFloorDistribution(v['floor_distribution']),
    ...checkBase64Images(v['images']),
    ...(Array.isArray(v['files'])
      ? v['files'].flatMap((file: unknown, i) =>
          file !== null && typeof file === 'object'
            ? checkBase64Pdf((file as Record<string, unknown>)['base64Pdf'], `/files/${i}/base64Pdf`)
            : [],
        )
      : []),
  ],
  submitAppraisal: (v) => (v['state'] !== undefined && v['city'] !== undefined ? checkCityInState(v) : []),
  propertyUpdate: (v, ctx) => {
    const kept = length(v['img_urls']);
    const added = length(v['new_images']);
    return [
      ...(typeof v['state'] === 'string' && typeof v['city'] === 'string' ? checkCityInState(v) : []),
      ...checkYearBuilt(v['year_built'], '/year_built', ctx.now),
      ...checkPropertyDescription(v['description']),
      ...checkFloorDistribution(v['floor_distribution']),
      ...checkBase64Images(v['new_images'], '/new_images'),
      ...(kept + added > MAX_PROPERTY_IMAGES
        ? [issue('/new_images', 'image.tooMany', { max: MAX_PROPERTY_IMAGES })]
        : []),
    ];
  },
  propertyImagePost: (v) =>
    checkBase64Images([v['base64Image']], '/base64Image').map((i) => ({ ...i, path: '/base64Image' })),
  chorePost: (v) => [
    ...checkBase64Images(v['problem_images'], '/problem_images'),
    ...checkBase64Images(v['resolution_images'], '/resolution_images'),
    ...checkChoreImageCounts({
      problem: length(v['problem_images']),
      resolution: length(v['resolution_images']),
      solved: v['status'] === 'SOLVED',
    }),
  ],
  choreUpdate: (v) => {
    const problemKnown = v['problem_img_urls'] !== undefined;
    const resolutionKnown = v['resolution_img_urls'] !== undefined;
    const counts = checkChoreImageCounts({
      problem: problemKnown ? length(v['problem_img_urls']) + length(v['new_problem_images']) : 1,
      resolution: resolutionKnown ? length(v['resolution_img_urls']) + length(v['new_resolution_images']) : 1,
      solved: v['status'] === 'SOLVED',
      problemPath: '/new_problem_images',
      resolutionPath: '/new_resolution_images',
    });
    return [
      ...checkBase64Images(v['new_problem_images'], '/new_problem_images'),
      ...checkBase64Images(v['new_resolution_images'], '/new_resolution_images'),
      ...counts,
    ];
  },
  choreSolve: (v) => [
    ...checkBase64Images(v['resolution_images'], '/resolution_images'),
    ...checkChoreImageCounts({ problem: 1, resolution: length(v['resolution_images']), solved: true }),
  ],
  reportPost: (v) => [
    ...checkBase64Images(v['problem_images'], '/problem_images'),
    ...checkChoreImageCounts({ problem: length(v['problem_images']), resolution: 0, solved: false }),
  ],
  tourRequest: (v, ctx) => checkTourTime(v['tour_time'], '/tour_time', ctx.now),
  invitationCreate: (v) => checkInvitationInvitee(v),
  commissionUpsert: (v) => checkCommissionValues(v),
  leaseConfigurationUpsert: (v) =>
    checkDateRange(v['current_lease_start'], v['current_lease_end'], '/current_lease_end'),
  fileUpload: (v) => checkDateRange(v['valid_from'], v['valid_to'], '/valid_to'),
  marketQuery: (v) =>
    typeof v['minPrice'] === 'number' && typeof v['maxPrice'] === 'number' && v['minPrice'] > v['maxPrice']
      ? [issue('/maxPrice', 'validation.number.min', { min: v['minPrice'] })]
      : [],
};

/** Fields whose nested failures collapse into one message. */
const COLLAPSE: readonly [string, ValidationIssue['key']][] = [['/description_doc', 'validation.richText']];

/**
 * Validates a named submission of §7: its schema, then its cross-field rules. On success the value
 * is typed (and, with `options.defaults`, has its defaults filled).
 */
export function checkSubmission<N extends SubmissionName>(
  name: N,
  value: unknown,
  context: SubmissionContext = {},
  options: ValidatorOptions = {},
): ValidationResult<Static<(typeof SUBMISSION_SCHEMAS)[N]>> {
  const schema = SUBMISSION_SCHEMAS[name];
  const result = compileValidator(schema, options)(value);
  const checked = result.ok ? result.value : value;
  const rule = RULES[name];
  const ruleIssues =
    rule && checked !== null && typeof checked === 'object' && !Array.isArray(checked)
      ? rule(checked as Record<string, unknown>, context)
      : [];
  let issues = mergeIssues(result.ok ? [] : result.issues, ruleIssues);
  for (const [prefix, key] of COLLAPSE) issues = collapseUnder(issues, prefix, key);
  if (issues.length === 0) return result;
  return { ok: false, issues };
}

/** Schema issues first; a rule issue only for a field the schema found nothing wrong with. */
export function mergeIssues(
  schemaIssues: readonly ValidationIssue[],
  ruleIssues: readonly ValidationIssue[],
): ValidationIssue[] {
  const taken = new Set(schemaIssues.map((i) => i.path));
  const out = [...schemaIssues];
  for (const i of ruleIssues) {
    if (taken.has(i.path)) continue;
    taken.add(i.path);
    out.push(i);
  }
  return out;
}

/** The names `checkSubmission` knows. */
export const SUBMISSION_NAMES = Object.keys(SUBMISSION_SCHEMAS) as SubmissionName[];
