/**
 * The demo home's documents (§2 /demo) as one-page PDFs: the five files §9 requires (electricity
 * and water bills, predial, deeds, the property registry's ticket) and the exclusivity contract
 * with the company. Real in form (issuer, holder, address, account, amounts as such papers carry
 * them), marked on every page as a demonstration. Dates stay out of the text: the seed gives each
 * file its validity relative to its own day. pdfkit comes from finance, which draws its statements
 * with it; no runtime code of documents needs it:
 *
 *   node services/documents/src/demo/files/generate.ts
 */
import { createWriteStream, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const finance = realpathSync(path.join(import.meta.dirname, '../../../../finance'));
const PDFDocument = createRequire(path.join(finance, 'package.json'))('pdfkit') as new (options: object) => {
  pipe(stream: NodeJS.WritableStream): void;
  font(name: string): PDFDoc;
  fontSize(size: number): PDFDoc;
  text(text: string, options?: object): PDFDoc;
  text(text: string, x: number, y: number, options?: object): PDFDoc;
  moveDown(lines?: number): PDFDoc;
  fillColor(color: string): PDFDoc;
  end(): void;
};
type PDFDoc = InstanceType<typeof PDFDocument>;

const HOLDER = 'María Fernanda Ríos Valenzuela';
const ADDRESS = 'Camino Real s/n, San Pedro Cholula, Puebla, C.P. 72760';

interface Paper {
  file: string;
  issuer: string;
  title: string;
  lines: [string, string][];
  body?: string;
}

const PAPERS: Paper[] = [
  {
    file: 'recibo-luz.pdf',
    issuer: 'Comisión Federal de Electricidad',
    title: 'Aviso-recibo de energía eléctrica (servicio doméstico, tarifa 1)',
    lines: [
      ['Titular', HOLDER],
      ['Dirección del servicio', ADDRESS],
      ['Número de servicio', '512 190 804 233'],
      ['Consumo del bimestre', '412 kWh'],
      ['Total a pagar', '$1,480.00 MXN'],
    ],
  },
  {
    file: 'recibo-agua.pdf',
    issuer: 'Sistema Operador de los Servicios de Agua Potable y Alcantarillado',
    title: 'Recibo de agua potable y alcantarillado (uso doméstico)',
    lines: [
      ['Usuario', HOLDER],
      ['Domicilio', ADDRESS],
      ['Cuenta', '07-113-0458-2'],
      ['Consumo del mes', '18 m³'],
      ['Total a pagar', '$340.00 MXN'],
    ],
  },
  {
    file: 'predial.pdf',
    issuer: 'H. Ayuntamiento de San Pedro Cholula — Tesorería Municipal',
    title: 'Recibo oficial de pago del impuesto predial',
    lines: [
      ['Contribuyente', HOLDER],
      ['Ubicación del predio', ADDRESS],
      ['Clave catastral', '21-140-001-027-0031'],
      ['Valor catastral', '$1,960,000.00 MXN'],
      ['Importe pagado (con descuento por pronto pago)', '$4,210.00 MXN'],
    ],
  },
  {
    file: 'escrituras.pdf',
    issuer: 'Notaría Pública Número 8 del Distrito Judicial de Cholula, Puebla',
    title: 'Testimonio de la escritura pública de compraventa',
    lines: [
      ['Escritura', 'Volumen 312, instrumento 18,455'],
      ['Adquirente', HOLDER],
      ['Inmueble', `Casa habitación ubicada en ${ADDRESS}`],
      ['Superficie', 'Terreno 180 m², construcción 140 m²'],
    ],
    body: 'Ante la fe del Notario Público Número 8 comparecen las partes para formalizar la compraventa del inmueble descrito, libre de gravámenes, con las medidas y colindancias que constan en el apéndice de este instrumento.',
  },
  {
    file: 'boleta-registro.pdf',
    issuer: 'Instituto Registral y Catastral del Estado de Puebla',
    title: 'Boleta de inscripción en el Registro Público de la Propiedad',
    lines: [
      ['Folio real electrónico', '0287416'],
      ['Titular registral', HOLDER],
      ['Inmueble', ADDRESS],
      ['Acto inscrito', 'Compraventa (escritura 18,455, Notaría 8 de Cholula)'],
    ],
  },
  {
    file: 'contrato-exclusividad.pdf',
    issuer: 'Casona — administración de inmuebles',
    title: 'Contrato de prestación de servicios de administración en exclusiva',
    lines: [
      ['La propietaria', HOLDER],
      ['El inmueble', ADDRESS],
      ['Servicio', 'Administración de la renta vacacional en Airbnb, limpieza y mantenimiento'],
      ['Comisión', '18 % de los ingresos por estancias'],
      ['Vigencia', 'Un año, renovable automáticamente por periodos iguales'],
    ],
    body: 'Las partes acuerdan que Casona administrará el inmueble en exclusiva durante la vigencia de este contrato. Si ninguna de las partes manifiesta lo contrario antes de su vencimiento, el contrato se renovará por un periodo igual en los mismos términos.',
  },
];

for (const paper of PAPERS) {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 64,
    info: { Title: paper.title, Author: paper.issuer },
  });
  doc.pipe(createWriteStream(path.join(import.meta.dirname, paper.file)));
  doc.font('Helvetica-Bold').fontSize(13).text(paper.issuer);
  doc.moveDown(0.3).font('Helvetica').fontSize(11).text(paper.title);
  doc.moveDown(1.2);
  for (const [label, value] of paper.lines) {
    doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
    doc.moveDown(0.4);
  }
  if (paper.body) doc.moveDown(0.8).font('Helvetica').fontSize(10).text(paper.body, { align: 'justify' });
  doc
    .moveDown(3)
    .fillColor('#8a8a8a')
    .fontSize(8)
    .text('Documento de demostración de Casona: datos ficticios, sin validez oficial.');
  doc.end();
}
console.log(`${PAPERS.length} PDFs written in ${import.meta.dirname}`);
