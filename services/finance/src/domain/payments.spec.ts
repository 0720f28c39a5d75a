import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS, PAYMENT_STATUSES, paymentFailureReason, type PaymentStatus } from '@casona/proto';
import {
  centavos,
  checkoutSessionParams,
  instructionsOf,
  nextStatus,
  signalOf,
  typesNamed,
  type CheckoutSignal,
} from './payments.ts';

const SIGNALS: CheckoutSignal[] = [
  'completed_paid',
  'completed_unpaid',
  'async_succeeded',
  'async_failed',
  'expired',
];

describe('nextStatus: Stripe events in any order', () => {
  it('an OXXO voucher: completed unpaid → PENDING, then the async success → PAID', () => {
    expect(nextStatus('OPEN', 'completed_unpaid')).toBe('PENDING');
    expect(nextStatus('PENDING', 'async_succeeded')).toBe('PAID');
  });

  it('a late checkout.session.completed never un-pays a succeeded payment', () => {
    const paidFirst = nextStatus('OPEN', 'async_succeeded');
    expect(paidFirst).toBe('PAID');
    expect(nextStatus(paidFirst, 'completed_unpaid')).toBe('PAID');
  });

  it('PAID is final whatever comes after', () => {
    for (const signal of SIGNALS) expect(nextStatus('PAID', signal)).toBe('PAID');
  });

  it('money arriving pays from every other status (a success after a failure or expiry still counts)', () => {
    for (const status of PAYMENT_STATUSES) {
      expect(nextStatus(status, 'async_succeeded')).toBe('PAID');
      expect(nextStatus(status, 'completed_paid')).toBe('PAID');
    }
  });

  it('a failure ends an OPEN or PENDING payment only', () => {
    const expected: Record<PaymentStatus, PaymentStatus> = {
      OPEN: 'FAILED',
      PENDING: 'FAILED',
      PAID: 'PAID',
      FAILED: 'FAILED',
      EXPIRED: 'EXPIRED',
    };
    for (const status of PAYMENT_STATUSES) expect(nextStatus(status, 'async_failed')).toBe(expected[status]);
  });

  it('a failure that arrives before its completion stays failed', () => {
    expect(nextStatus(nextStatus('OPEN', 'async_failed'), 'completed_unpaid')).toBe('FAILED');
  });

  it('an expired checkout page ends only a payment still OPEN', () => {
    expect(nextStatus('OPEN', 'expired')).toBe('EXPIRED');
    expect(nextStatus('PENDING', 'expired')).toBe('PENDING');
  });

  it('reads the signal from the event type and the session payment_status', () => {
    expect(signalOf('checkout.session.completed', 'paid')).toBe('completed_paid');
    expect(signalOf('checkout.session.completed', 'unpaid')).toBe('completed_unpaid');
    expect(signalOf('checkout.session.completed', undefined)).toBe('completed_unpaid');
    expect(signalOf('checkout.session.async_payment_succeeded', 'paid')).toBe('async_succeeded');
    expect(signalOf('checkout.session.async_payment_failed', 'unpaid')).toBe('async_failed');
    expect(signalOf('checkout.session.expired', 'unpaid')).toBe('expired');
  });
});

describe('checkoutSessionParams', () => {
  const base = {
    paymentId: '0b6f2f0e-4b0a-4d6e-9a55-2a4c7c1f0001',
    profileId: '0b6f2f0e-4b0a-4d6e-9a55-2a4c7c1f0002',
    type: 'APPRAISAL_FURNISHING_QUERY' as const,
    referenceId: '0b6f2f0e-4b0a-4d6e-9a55-2a4c7c1f0003',
    amount: 2_500_000,
    customerId: 'cus_123',
    locale: 'es' as const,
    oxxoExpiresAfterDays: 4,
    publicUrl: 'https://casona.mx/',
  };

  it('OXXO: the voucher expires after the configured days, in MXN', () => {
    const params = checkoutSessionParams({ ...base, method: 'OXXO' });
    expect(params.allowed_payment_method_types).toEqual(['oxxo']);
    expect(params.payment_method_options).toEqual({ oxxo: { expires_after_days: 4 } });
    expect(params.line_items).toEqual([
      {
        quantity: 1,
        price_data: {
          currency: 'mxn',
          unit_amount: 2_500_000,
          product_data: { name: 'Paquete de amueblado' },
        },
      },
    ]);
    expect(params.success_url).toBe(
      `https://casona.mx/dashboard/purchases?payment_id=${base.paymentId}&checkout=success`,
    );
  });

  it('SPEI: a Mexican bank transfer into the customer balance', () => {
    const params = checkoutSessionParams({ ...base, method: 'SPEI', locale: 'en' });
    expect(params.allowed_payment_method_types).toEqual(['customer_balance']);
    expect(params.payment_method_options).toEqual({
      customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'mx_bank_transfer' } },
    });
    expect(params.line_items?.[0]?.price_data?.product_data?.name).toBe('Furnishing package');
  });

  it('card: no method options; the metadata names the payment for the webhook', () => {
    const params = checkoutSessionParams({ ...base, method: 'CARD' });
    expect(params.allowed_payment_method_types).toEqual(['card']);
    expect('payment_method_options' in params).toBe(false);
    expect(params.metadata).toEqual({
      payment_id: base.paymentId,
      profile_id: base.profileId,
      type: base.type,
      reference_id: base.referenceId,
    });
    expect(params.client_reference_id).toBe(base.paymentId);
    expect(params.customer).toBe('cus_123');
  });

  it('prices pesos in centavos', () => {
    expect(centavos(25_000)).toBe(2_500_000);
    expect(centavos(12_345.67)).toBe(1_234_567);
  });
});

describe('instructionsOf (payment intent next_action)', () => {
  it('an OXXO voucher: number, expiry and hosted voucher', () => {
    expect(
      instructionsOf({
        next_action: {
          type: 'oxxo_display_details',
          oxxo_display_details: {
            expires_after: 1_767_312_000,
            hosted_voucher_url: 'https://payments.stripe.com/oxxo/voucher/test_123',
            number: '12345678901234657890123456789012',
          },
        },
      }),
    ).toEqual({
      kind: 'OXXO',
      number: '12345678901234657890123456789012',
      expires_at: '2026-01-02T00:00:00.000Z',
      hosted_voucher_url: 'https://payments.stripe.com/oxxo/voucher/test_123',
    });
  });

  it('a SPEI transfer: the CLABE, bank, reference and what remains', () => {
    expect(
      instructionsOf({
        next_action: {
          type: 'display_bank_transfer_instructions',
          display_bank_transfer_instructions: {
            amount_remaining: 2_500_000,
            currency: 'mxn',
            financial_addresses: [
              {
                type: 'spei',
                spei: { bank_code: '002', bank_name: 'BANAMEX', clabe: '002180650612345670' },
                supported_networks: ['spei'],
              },
            ],
            hosted_instructions_url: 'https://payments.stripe.com/bank_transfers/instructions/test_123',
            reference: '3456789',
            type: 'mx_bank_transfer',
          },
        },
      }),
    ).toEqual({
      kind: 'SPEI',
      clabe: '002180650612345670',
      bank_name: 'BANAMEX',
      reference: '3456789',
      amount_remaining: 2_500_000,
      hosted_instructions_url: 'https://payments.stripe.com/bank_transfers/instructions/test_123',
    });
  });

  it('nothing to show: no action, another action, or a hostile shape', () => {
    expect(instructionsOf({ next_action: null })).toBeNull();
    expect(instructionsOf({ next_action: { type: 'redirect_to_url' } })).toBeNull();
    expect(
      instructionsOf({ next_action: { type: 'oxxo_display_details', oxxo_display_details: { number: 5 } } }),
    ).toBeNull();
    expect(
      instructionsOf({
        next_action: {
          type: 'display_bank_transfer_instructions',
          display_bank_transfer_instructions: { financial_addresses: 'x', amount_remaining: -1 },
        },
      }),
    ).toBeNull();
    expect(
      instructionsOf({
        next_action: {
          type: 'oxxo_display_details',
          oxxo_display_details: { number: '1', hosted_voucher_url: 'javascript:alert(1)' },
        },
      }),
    ).toEqual({ kind: 'OXXO', number: '1', expires_at: null, hosted_voucher_url: null });
    expect(instructionsOf(undefined)).toBeNull();
  });
});

describe('typesNamed: the packages a staff search names (issue 19)', () => {
  it('finds a package by its Spanish or English name, accents, case and spacing aside', () => {
    expect(typesNamed('amueblado')).toEqual(['APPRAISAL_FURNISHING_QUERY']);
    expect(typesNamed('  FURNISHING   package ')).toEqual(['APPRAISAL_FURNISHING_QUERY']);
    expect(typesNamed('primer mes')).toEqual(['FIRST_MONTH_IN_ADVANCE']);
    expect(typesNamed('Primér MES pagado')).toEqual(['FIRST_MONTH_IN_ADVANCE']);
    expect(typesNamed('paquete de amueblado')).toEqual(['APPRAISAL_FURNISHING_QUERY']);
  });

  it('names none for a blank search or words of no package', () => {
    expect(typesNamed('')).toEqual([]);
    expect(typesNamed('   ')).toEqual([]);
    expect(typesNamed(undefined)).toEqual([]);
    expect(typesNamed('Zorayda')).toEqual([]);
  });
});

describe('paymentFailureReason: why a payment did not go through, in words', () => {
  it('says why a failed payment failed, by its method, and that an expired checkout went unused', () => {
    expect(paymentFailureReason({ status: 'FAILED', method: 'OXXO' })?.en).toBe(
      'The OXXO voucher was not paid before it expired.',
    );
    expect(paymentFailureReason({ status: 'FAILED', method: 'SPEI' })?.es).toBe(
      'La transferencia SPEI no llegó antes del plazo.',
    );
    expect(paymentFailureReason({ status: 'EXPIRED', method: 'CARD' })?.en).toBe(
      'The checkout page expired before the payment was made.',
    );
  });

  it('has no reason for a payment that did not fail, and a reason in es and en for every failure', () => {
    for (const method of PAYMENT_METHODS) {
      for (const status of ['OPEN', 'PENDING', 'PAID'] as const)
        expect(paymentFailureReason({ status, method })).toBeNull();
      for (const status of ['FAILED', 'EXPIRED'] as const) {
        const reason = paymentFailureReason({ status, method });
        expect(reason?.es).toMatch(/\S/);
        expect(reason?.en).toMatch(/\S/);
      }
    }
  });
});
