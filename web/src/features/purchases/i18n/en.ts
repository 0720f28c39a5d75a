/** Words of the purchases feature, in English; typed against the Spanish ones so no key can be missing. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  sections: {
    purchases: {
      title: 'My purchases',
      description: 'What you paid Casona and what is still to pay: OXXO vouchers and SPEI transfers.',
    },
    purchaseFurnishing: {
      title: 'Pay the furnishing package',
      description: 'Choose how to pay for furnishing your property.',
    },
  },
  purchases: {
    empty: 'You have no purchases yet.',
    unavailable: 'Online payments are not available right now.',
    amount: 'Amount',
    method: 'Payment method',
    status: 'Status',
    createdAt: 'Date',
    paidAt: 'Paid on {{date}}',
    failedAt: 'Failed on {{date}}',
    continueCheckout: 'Finish paying',
    portal: 'My payment methods and receipts',
    refresh: 'Refresh',
    returned:
      'Done. As soon as Stripe confirms the payment you will see it here; if you chose OXXO or SPEI, the voucher or the CLABE will appear here.',
    canceled: 'You canceled the payment. You can try again whenever you like.',
    oxxo: {
      title: 'Pay at any OXXO store',
      number: 'Reference number',
      expires: 'Pay before {{date}}',
      voucher: 'See the printable voucher',
    },
    spei: {
      title: 'Transfer by SPEI',
      clabe: 'CLABE',
      bank: 'Bank',
      reference: 'Reference',
      remaining: 'To transfer',
      instructions: 'See the instructions',
    },
    checkout: {
      price: 'Package price',
      choose: 'Choose how to pay',
      pay: 'Pay with {{method}}',
      oxxoHint_one: 'You will get a voucher to pay in cash at OXXO; it expires in {{count}} day.',
      oxxoHint_other: 'You will get a voucher to pay in cash at OXXO; it expires in {{count}} days.',
      spei: 'You will get a CLABE to transfer to from your bank.',
      card: 'Immediate payment by credit or debit card.',
    },
  },
};
