import { describe, expect, it } from 'vitest';
import { renderEmail } from './layout.ts';
import { priceLine, type SavedSearchAlertData } from './saved-search-alert.ts';

const DATA: SavedSearchAlertData = {
  name: 'Begoña',
  searchName: 'Casas en Puebla',
  propertyId: '6f1d2c3b-4a59-4e87-9c10-1a2b3c4d5e6f',
  propertyName: 'Casa Villa Olímpica',
  slug: 'casa-villa-olimpica-puebla',
  price: 2_450_000,
  priceUsd: 133_152,
  city: 'Puebla',
  state: 'Puebla',
  imageUrl: 'https://cdn.casona.mx/properties/casa.jpg',
  priceLine: 'MX$2,450,000 (aprox. US$133,152)',
  url: 'https://casona.mx/property/casa-villa-olimpica-puebla',
};

const render = (lang: 'es' | 'en', data: SavedSearchAlertData = DATA) =>
  renderEmail({
    template: 'saved_search_match',
    data,
    lang,
    recipient: 'bego@example.mx',
    publicUrl: 'https://casona.mx/',
    unsubscribeUrl: 'https://casona.mx/unsubscribe?token=t0k3n',
  });

describe('the saved-search alert email', () => {
  it('names the home, its price in MX$ and US$, shows its photo and links to its page and to manage the alert', () => {
    const es = render('es');
    expect(es.subject).toBe('Nueva casa para tu búsqueda «Casas en Puebla»: Casa Villa Olímpica');
    expect(es.text).toContain('Precio: MX$2,450,000 (aprox. US$133,152)');
    expect(es.text).toContain('Ubicación: Puebla, Puebla');
    expect(es.text).toContain('Ver la casa: https://casona.mx/property/casa-villa-olimpica-puebla');
    expect(es.text).toContain(
      'Administrar o detener esta alerta: https://casona.mx/dashboard/saved_searches',
    );
    expect(es.html).toContain(
      '<img src="https://cdn.casona.mx/properties/casa.jpg" alt="Casa Villa Olímpica"',
    );
    expect(es.html).toContain('href="https://casona.mx/dashboard/saved_searches"');
    expect(es.html).toContain('href="https://casona.mx/unsubscribe?token=t0k3n"');
    expect(es.transactional).toBe(false);

    const en = render('en');
    expect(en.subject).toBe('A new home for your search “Casas en Puebla”: Casa Villa Olímpica');
    expect(en.text).toContain('Price: MX$2,450,000 (approx. US$133,152)');
    expect(en.text).toContain('Manage or stop this alert: https://casona.mx/dashboard/saved_searches');
    expect(en.text).toContain('Hi Begoña,');
  });

  it('without a photo shows none; a photo address that is not web is never put in the page', () => {
    expect(render('es', { ...DATA, imageUrl: null }).html).not.toContain('<img');
    expect(render('es', { ...DATA, imageUrl: 'javascript:alert(1)' }).html).not.toContain('<img');
  });

  it('writes prices with the currency always explicit, in each language', () => {
    expect(priceLine(675_000, 36_685, 'es')).toBe('MX$675,000 (aprox. US$36,685)');
    expect(priceLine(675_000, 36_685, 'en')).toBe('MX$675,000 (approx. US$36,685)');
  });
});
