/**
 * §4 funnel stage: one rule shared with documents (proto/src/documents/funnel.ts); its file types
 * are those on file and valid, as documents announces them (app/document-files.ts).
 */
export { funnelStage, type FunnelInput } from '@casona/proto';
