import { describe, expect, it } from 'vitest';
import { REQUIRED_FILE_TYPES, type FileType } from '../enums.ts';
import { funnelStage } from './funnel.ts';

const required = [...REQUIRED_FILE_TYPES] as FileType[];

describe('funnel stage (§4)', () => {
  it('revision while a required miscellaneous file is missing', () => {
    expect(funnelStage({ status: 'REVISION', fileTypes: [] })).toBe('revision');
    expect(funnelStage({ status: 'ACCEPTED', fileTypes: required.slice(1) })).toBe('revision');
  });
  it('signing once the files are there but no contract is', () => {
    expect(funnelStage({ status: 'REVISION', fileTypes: required })).toBe('signing');
  });
  it('setup once a contract is signed, until published', () => {
    expect(funnelStage({ status: 'ACCEPTED', fileTypes: [...required, 'EXCLUSIVITY_CONTRACT'] })).toBe(
      'setup',
    );
    expect(funnelStage({ status: 'ACCEPTED', fileTypes: [...required, 'LEASE_CONTRACT'] })).toBe('setup');
  });
  it('live when shown on the marketplace, whatever the files', () => {
    expect(funnelStage({ status: 'PUBLISHED', fileTypes: [] })).toBe('live');
    expect(funnelStage({ status: 'SOLD', fileTypes: [] })).toBe('live');
  });
});
