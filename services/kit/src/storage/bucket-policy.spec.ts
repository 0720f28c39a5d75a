import { describe, expect, it } from 'vitest';
import {
  allowsAnonymous,
  parseBucketPolicy,
  publicReadPolicy,
  type BucketPolicyDocument,
} from './bucket-policy.ts';

const policy = (...statements: BucketPolicyDocument['Statement']): BucketPolicyDocument => ({
  Version: '2012-10-17',
  Statement: statements,
});

describe('bucket policy evaluation for anonymous requests', () => {
  it('lets anyone read objects of a public-read bucket, but not list it or read other buckets', () => {
    const p = publicReadPolicy('fotos');
    expect(allowsAnonymous(p, 's3:GetObject', 'fotos', 'properties/1/a.png')).toBe(true);
    expect(allowsAnonymous(p, 's3:ListBucket', 'fotos')).toBe(false);
    expect(allowsAnonymous(p, 's3:GetObject', 'privado', 'properties/1/a.png')).toBe(false);
    // "fotos-2" starts like "fotos" but is another bucket.
    expect(allowsAnonymous(p, 's3:GetObject', 'fotos-2', 'a.png')).toBe(false);
  });

  it('accepts the "*" principal forms and wildcard actions and resources', () => {
    const p = policy({
      Effect: 'Allow',
      Principal: '*',
      Action: 's3:Get*',
      Resource: 'arn:aws:s3:::fotos/properties/*',
    });
    expect(allowsAnonymous(p, 's3:GetObject', 'fotos', 'properties/1/a.png')).toBe(true);
    expect(allowsAnonymous(p, 's3:GetObject', 'fotos', 'otros/a.png')).toBe(false);
  });

  it('ignores statements for named principals', () => {
    const p = policy({
      Effect: 'Allow',
      Principal: { AWS: ['arn:aws:iam::1:root'] },
      Action: 's3:*',
      Resource: '*',
    });
    expect(allowsAnonymous(p, 's3:GetObject', 'fotos', 'a.png')).toBe(false);
  });

  it('lets an explicit Deny win, and fails closed on what it cannot evaluate', () => {
    const allow = publicReadPolicy('fotos').Statement[0]!;
    const deny = {
      Effect: 'Deny',
      Principal: '*',
      Action: 's3:GetObject',
      Resource: 'arn:aws:s3:::fotos/privado/*',
    };
    expect(allowsAnonymous(policy(allow, deny), 's3:GetObject', 'fotos', 'privado/x.png')).toBe(false);
    expect(allowsAnonymous(policy(allow, deny), 's3:GetObject', 'fotos', 'publico/x.png')).toBe(true);
    const conditional = { ...allow, Condition: { IpAddress: { 'aws:SourceIp': '10.0.0.0/8' } } };
    expect(allowsAnonymous(policy(conditional), 's3:GetObject', 'fotos', 'a.png')).toBe(false);
    const notResource = {
      Effect: 'Deny',
      Principal: '*',
      Action: 's3:GetObject',
      NotResource: 'arn:aws:s3:::fotos/ok/*',
    };
    expect(allowsAnonymous(policy(allow, notResource), 's3:GetObject', 'fotos', 'ok/a.png')).toBe(false);
  });

  it('rejects documents that are not policies', () => {
    expect(() => parseBucketPolicy('nope')).toThrow();
    expect(() => parseBucketPolicy('{}')).toThrow(/Statement/);
    expect(() => parseBucketPolicy('{"Statement":[{"Effect":"Maybe"}]}')).toThrow(/Effect/);
    expect(parseBucketPolicy(JSON.stringify(publicReadPolicy('fotos'))).Statement).toHaveLength(1);
  });
});
