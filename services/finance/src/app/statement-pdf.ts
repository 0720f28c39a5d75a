/**
 * The owner statement as a PDF (pdfkit): A4 landscape, Spanish or English, a summary table (opening
 * balance, income, expenses by group, management fee, withholding, payout) and the detail of every
 * stay and expense, as Hostaway's owner statements lay it out. Standard Helvetica covers Spanish.
 */
import PDFDocument from 'pdfkit';
import { TRANSACTION_CATEGORY_LABELS } from '@casona/proto';
import type { OwnerStatement, StatementLanguage } from '@casona/proto/finance/statements';

const WORDS = {
  es: {
    title: 'Estado de cuenta del propietario',
    period: 'Periodo',
    draft: 'Borrador: aún no se envía al propietario y sus cifras pueden cambiar.',
    sent: 'Enviado el',
    summary: 'Resumen',
    concept: 'Concepto',
    opening: 'Saldo inicial',
    reservationIncome: 'Ingresos por reservaciones',
    otherIncome: 'Otros ingresos',
    expenses: 'Gastos',
    groups: {
      capex: 'Inversión (CAPEX)',
      opex: 'Operación (OPEX)',
      mortgage: 'Hipoteca',
      taxes: 'Impuestos',
      services: 'Servicios',
    },
    fee: 'Comisión de administración',
    isr: 'ISR retenido',
    iva: 'IVA retenido',
    payout: 'Pago al propietario',
    carried: 'Saldo a cargo que pasa al siguiente mes',
    stays: 'Ingresos por reservación',
    stay: 'Estancia',
    nights: 'Noches',
    currency: 'Moneda',
    amount: 'Importe',
    inMxn: 'En MXN',
    correction: (m: string) => `Corrección de ${m}`,
    noStays: 'Sin estancias en el mes.',
    expenseDetail: 'Gastos del mes',
    date: 'Fecha',
    category: 'Categoría',
    group: 'Grupo',
    noExpenses: 'Sin gastos en el mes.',
    rate: (r: string, d: string, s: string) => `Tipo de cambio: ${r} MXN por USD del ${d} (${s}).`,
    regime: {
      WITH_RFC: 'Retenciones de plataformas tecnológicas con RFC: 4 % de ISR y 50 % del IVA.',
      WITHOUT_RFC: 'Retenciones de plataformas tecnológicas sin RFC: 20 % de ISR y 100 % del IVA.',
    },
    feeRule: (type: string | null, value: string) =>
      type === 'PERCENTAGE'
        ? `${value} % de los ingresos`
        : type === 'FIXED'
          ? 'Cuota fija mensual'
          : 'Sin comisión',
  },
  en: {
    title: 'Owner statement',
    period: 'Period',
    draft: 'Draft: not sent to the owner yet; its figures may change.',
    sent: 'Sent on',
    summary: 'Summary',
    concept: 'Item',
    opening: 'Opening balance',
    reservationIncome: 'Reservation income',
    otherIncome: 'Other income',
    expenses: 'Expenses',
    groups: {
      capex: 'Capital (CAPEX)',
      opex: 'Operating (OPEX)',
      mortgage: 'Mortgage',
      taxes: 'Taxes',
      services: 'Services',
    },
    fee: 'Management fee',
    isr: 'ISR withheld',
    iva: 'IVA withheld',
    payout: 'Owner payout',
    carried: 'Balance owed, carried to next month',
    stays: 'Income by reservation',
    stay: 'Stay',
    nights: 'Nights',
    currency: 'Currency',
    amount: 'Amount',
    inMxn: 'In MXN',
    correction: (m: string) => `Correction of ${m}`,
    noStays: 'No stays this month.',
    expenseDetail: "This month's expenses",
    date: 'Date',
    category: 'Category',
    group: 'Group',
    noExpenses: 'No expenses this month.',
    rate: (r: string, d: string, s: string) => `Exchange rate: ${r} MXN per USD of ${d} (${s}).`,
    regime: {
      WITH_RFC: 'Digital platform withholding with an RFC: 4 % ISR and 50 % of the IVA.',
      WITHOUT_RFC: 'Digital platform withholding without an RFC: 20 % ISR and 100 % of the IVA.',
    },
    feeRule: (type: string | null, value: string) =>
      type === 'PERCENTAGE' ? `${value} % of income` : type === 'FIXED' ? 'Fixed monthly fee' : 'No fee',
  },
} as const;

const LOCALE = { es: 'es-MX', en: 'en-US' } as const;

export function statementFormatters(lang: StatementLanguage) {
  const locale = LOCALE[lang];
  const mxn = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'MXN',
    currencyDisplay: 'symbol',
  });
  const usd = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'symbol',
  });
  const date = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    // MX$ and US$ keep the two currencies apart on the same page.
    mxn: (n: number) =>
      mxn
        .format(n)
        .replace(/^(-?)\$/, '$1MX$')
        .replace(/^(-?)MX\$/, '$1MX$'),
    usd: (n: number) =>
      usd
        .format(n)
        .replace(/^(-?)\$/, '$1US$')
        .replace(/^(-?)US\$/, '$1US$'),
    date: (iso: string) => date.format(new Date(`${iso}T00:00:00Z`)),
    month: (m: string) => month.format(new Date(`${m}-01T00:00:00Z`)),
  };
}

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** Renders the statement; resolves with the PDF's bytes. */
export function renderStatementPdf(s: OwnerStatement, lang: StatementLanguage): Promise<Buffer> {
  const w = WORDS[lang];
  const f = statementFormatters(lang);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    info: { Title: `${w.title} — ${s.property_name} — ${f.month(s.month)}`, Author: 'Casona' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const usable = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const table = (columns: Column[], rows: string[][], options: { bold?: Set<number> } = {}) => {
    const rowHeight = 18;
    const header = () => {
      let x = left;
      const y = doc.y;
      doc.rect(left, y, usable, rowHeight).fill('#1f3a5f');
      doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(9);
      for (const c of columns) {
        doc.text(c.header, x + 4, y + 5, { width: c.width - 8, align: c.align ?? 'left', lineBreak: false });
        x += c.width;
      }
      doc.y = y + rowHeight;
    };
    header();
    rows.forEach((row, i) => {
      if (doc.y + rowHeight > bottom()) {
        doc.addPage();
        header();
      }
      const y = doc.y;
      if (i % 2 === 1) doc.rect(left, y, usable, rowHeight).fill('#eef2f7');
      doc
        .fillColor('#111111')
        .font(options.bold?.has(i) ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(9);
      let x = left;
      columns.forEach((c, j) => {
        doc.text(row[j] ?? '', x + 4, y + 5, {
          width: c.width - 8,
          align: c.align ?? 'left',
          lineBreak: false,
          ellipsis: true,
        });
        x += c.width;
      });
      doc.y = y + rowHeight;
    });
    doc.x = left;
    doc.moveDown(0.8);
  };
  const heading = (text: string) => {
    if (doc.y + 60 > bottom()) doc.addPage();
    doc.fillColor('#1f3a5f').font('Helvetica-Bold').fontSize(12).text(text, left, doc.y);
    doc.moveDown(0.3);
  };

  // Title block.
  doc.fillColor('#1f3a5f').font('Helvetica-Bold').fontSize(18).text(w.title, left, doc.y);
  doc
    .fillColor('#111111')
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(`${s.property_name} · ${f.month(s.month)}`);
  doc.font('Helvetica').fontSize(10);
  doc.text(`${w.period}: ${f.date(s.period_start)} – ${f.date(s.period_end)}`);
  doc.text(s.sent_at ? `${w.sent} ${f.date(s.sent_at.slice(0, 10))}` : w.draft);
  doc.moveDown(0.6);

  // Summary: MXN beside USD.
  heading(w.summary);
  const c3 = [
    { header: w.concept, width: usable * 0.5 },
    { header: 'MXN', width: usable * 0.25, align: 'right' as const },
    { header: 'USD', width: usable * 0.25, align: 'right' as const },
  ];
  const neg = (n: number) => (n === 0 ? 0 : -n);
  const summary: string[][] = [
    [w.opening, f.mxn(s.opening_balance), ''],
    [
      w.reservationIncome,
      f.mxn(s.reservation_income.total_mxn),
      s.reservation_income.USD ? f.usd(s.reservation_income.USD) : '',
    ],
    [w.otherIncome, f.mxn(s.other_income), ''],
    ...(['capex', 'opex', 'mortgage', 'taxes', 'services'] as const).map((g) => [
      `${w.expenses}: ${w.groups[g]}`,
      f.mxn(neg(s.expenses_by_group[g])),
      '',
    ]),
    [
      `${w.fee} (${w.feeRule(s.management_fee.type, String(s.management_fee.value))})`,
      f.mxn(neg(s.management_fee.amount)),
      '',
    ],
    [w.isr, f.mxn(neg(s.withholding.isr)), ''],
    [w.iva, f.mxn(neg(s.withholding.iva)), ''],
    [w.payout, f.mxn(s.payout), ''],
  ];
  if (s.closing_balance < 0) summary.push([w.carried, f.mxn(s.closing_balance), '']);
  table(c3, summary, { bold: new Set([summary.findIndex((r) => r[0] === w.payout)]) });
  doc.fillColor('#444444').font('Helvetica').fontSize(8.5).text(w.regime[s.withholding.regime], left, doc.y);
  if (s.exchange_rate)
    doc.text(
      w.rate(String(s.exchange_rate.mxn_per_usd), f.date(s.exchange_rate.date), s.exchange_rate.source),
    );
  doc.moveDown(0.8);

  // Income by reservation.
  heading(w.stays);
  if (s.reservations.length === 0)
    doc.fillColor('#111111').font('Helvetica').fontSize(10).text(w.noStays).moveDown(0.8);
  else
    table(
      [
        { header: w.stay, width: usable * 0.3 },
        { header: w.nights, width: usable * 0.08, align: 'right' },
        { header: w.currency, width: usable * 0.08 },
        { header: w.amount, width: usable * 0.14, align: 'right' },
        { header: w.inMxn, width: usable * 0.14, align: 'right' },
        { header: w.isr, width: usable * 0.13, align: 'right' },
        { header: w.iva, width: usable * 0.13, align: 'right' },
      ],
      s.reservations.map((r) => [
        r.corrects
          ? `${w.correction(f.month(r.corrects))} · ${f.date(r.start)}`
          : `${w.stay} · ${f.date(r.start)}`,
        String(r.nights),
        r.currency,
        r.currency === 'USD' ? f.usd(r.amount) : f.mxn(r.amount),
        f.mxn(r.amount_mxn),
        f.mxn(r.isr_withheld_mxn),
        f.mxn(r.iva_withheld_mxn),
      ]),
    );

  // Expenses.
  heading(w.expenseDetail);
  if (s.expenses.length === 0) doc.fillColor('#111111').font('Helvetica').fontSize(10).text(w.noExpenses);
  else
    table(
      [
        { header: w.date, width: usable * 0.14 },
        { header: w.concept, width: usable * 0.36 },
        { header: w.category, width: usable * 0.18 },
        { header: w.group, width: usable * 0.16 },
        { header: w.amount, width: usable * 0.16, align: 'right' },
      ],
      s.expenses.map((e) => [
        f.date(e.date),
        e.subject,
        TRANSACTION_CATEGORY_LABELS[e.category][lang],
        w.groups[e.group],
        f.mxn(e.amount),
      ]),
    );

  doc.end();
  return done;
}
