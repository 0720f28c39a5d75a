/**
 * The appraisal presentation as a PDF (pdfkit, A4 portrait, Spanish or English): the home, the
 * price with its 80 % range, the short-term-rental earnings and cap rate as ranges, the offer and
 * its terms, and how payments work (§9). Standard Helvetica covers Spanish.
 */
import PDFDocument from 'pdfkit';
import type { AppraisalView, PresentationView } from '@casona/proto';

type Lang = 'es' | 'en';

const WORDS = {
  es: {
    title: 'Presentación de tu propiedad',
    price: 'Valor estimado',
    range: 'Rango probable (8 de cada 10 ventas)',
    earnings: 'Si la rentas por noches',
    adr: 'Tarifa por noche',
    occupancy: 'Ocupación',
    monthly: 'Ingreso mensual',
    capRate: 'Rendimiento anual antes de gastos',
    noEarnings: 'Sin anuncios de renta corta cercanos para estimar ingresos.',
    offer: 'Nuestra propuesta',
    offerPrice: 'Precio de oferta',
    monthlyPayment: 'Pago mensual',
    advance: 'Pago por adelantado',
    commission: 'Comisión de venta',
    managerShare: 'Participación de administración en rentas',
    terms: 'Condiciones',
    how: 'Cómo funciona',
    bullets: [
      'Tu primer pago llega el día 1 después de publicar tu propiedad en Airbnb.',
      'Te pagamos dentro de los primeros 5 días de cada mes.',
      'Preparar tu propiedad toma hasta 3 semanas.',
      'Los meses se cuentan desde la publicación.',
    ],
    comparables: (n: number) => `Calculado con ${n} propiedades en venta cercanas.`,
  },
  en: {
    title: 'Your property presentation',
    price: 'Estimated value',
    range: 'Likely range (8 in 10 sales)',
    earnings: 'If you rent it by the night',
    adr: 'Nightly rate',
    occupancy: 'Occupancy',
    monthly: 'Monthly earnings',
    capRate: 'Yearly return before costs',
    noEarnings: 'No short-term rentals nearby to estimate earnings.',
    offer: 'Our offer',
    offerPrice: 'Offer price',
    monthlyPayment: 'Monthly payment',
    advance: 'Advance payment',
    commission: 'Sale commission',
    managerShare: 'Management share of rents',
    terms: 'Terms',
    how: 'How it works',
    bullets: [
      'Your first payment arrives on day 1 after your home is published on Airbnb.',
      'We pay you within the first 5 days of each month.',
      'Getting your home ready takes up to 3 weeks.',
      'Months are counted from publication.',
    ],
    comparables: (n: number) => `Worked out from ${n} nearby homes for sale.`,
  },
} as const;

const money = (n: number, lang: Lang) =>
  `MX$${new Intl.NumberFormat(lang === 'es' ? 'es-MX' : 'en-US', { maximumFractionDigits: 0 }).format(n)}`;
const pct = (n: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'es' ? 'es-MX' : 'en-US', {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(n);

export function renderPresentationPdf(a: AppraisalView, p: PresentationView, lang: Lang): Promise<Buffer> {
  const w = WORDS[lang];
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: w.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const row = (label: string, value: string) => {
    doc.font('Helvetica').fontSize(11).text(`${label}: `, { continued: true });
    doc.font('Helvetica-Bold').text(value);
  };
  const heading = (text: string) => {
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(14).text(text);
    doc.moveDown(0.3);
  };

  doc.font('Helvetica-Bold').fontSize(20).text(w.title);
  doc.font('Helvetica').fontSize(12).text(a.search_address_string);
  heading(w.price);
  doc.font('Helvetica-Bold').fontSize(24).text(money(a.price, lang));
  row(w.range, `${money(a.min_price, lang)} – ${money(a.max_price, lang)}`);
  doc.font('Helvetica').fontSize(9).text(w.comparables(a.comparables.length));

  heading(w.earnings);
  const e = a.earnings;
  if (e.available && e.adr && e.occupancy && e.monthly_earnings && e.cap_rate) {
    row(w.adr, `${money(e.adr.low, lang)} – ${money(e.adr.high, lang)}`);
    row(w.occupancy, `${pct(e.occupancy.low, lang)} – ${pct(e.occupancy.high, lang)}`);
    row(w.monthly, `${money(e.monthly_earnings.low, lang)} – ${money(e.monthly_earnings.high, lang)}`);
    row(w.capRate, `${pct(e.cap_rate.low, lang)} – ${pct(e.cap_rate.high, lang)}`);
  } else doc.font('Helvetica').fontSize(11).text(w.noEarnings);

  heading(w.offer);
  row(w.offerPrice, money(p.offer_price, lang));
  row(w.monthlyPayment, money(p.monthly_payment, lang));
  row(w.advance, money(p.advance_payment, lang));
  row(w.commission, `${p.sale_commission_percentage} %`);
  row(w.managerShare, `${p.manager_rent_percentage} %`);
  heading(w.terms);
  doc.font('Helvetica').fontSize(11).text(p.terms);

  heading(w.how);
  doc
    .font('Helvetica')
    .fontSize(11)
    .list([...w.bullets], { bulletRadius: 2 });
  doc.end();
  return done;
}
