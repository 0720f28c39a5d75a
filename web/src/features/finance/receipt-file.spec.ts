import { describe, expect, it } from 'vitest';

import { checkReceiptFile } from './receipt-file.ts';

const MB = 1024 * 1024;

describe('checkReceiptFile', () => {
  it('takes a PDF, JPEG or PNG up to 4 MB', () => {
    expect(checkReceiptFile({ type: 'application/pdf', name: 'factura.pdf', size: 4 * MB })).toBeNull();
    expect(checkReceiptFile({ type: 'image/jpeg', name: 'ticket.jpg', size: 1000 })).toBeNull();
    expect(checkReceiptFile({ type: 'image/png', name: 'ticket.png', size: 1000 })).toBeNull();
    expect(checkReceiptFile({ type: '', name: 'RECIBO.PDF', size: 1000 })).toBeNull();
  });

  it('refuses other types, empty files and more than 4 MB with the server message', () => {
    const refused = { key: 'receipt.type', params: { max: 4 } };
    expect(checkReceiptFile({ type: 'image/gif', name: 'a.gif', size: 10 })).toEqual(refused);
    expect(checkReceiptFile({ type: '', name: 'notas.txt', size: 10 })).toEqual(refused);
    expect(checkReceiptFile({ type: 'application/pdf', name: 'a.pdf', size: 0 })).toEqual(refused);
    expect(checkReceiptFile({ type: 'application/pdf', name: 'a.pdf', size: 4 * MB + 1 })).toEqual(refused);
  });
});
