/** Words of the back office's finance pages, in Mexican Spanish (tú); merged by lib/i18n/locales/es.ts. */
export const es = {
  sections: {
    adminTransaction: {
      title: 'Transacciones',
      description: 'Los ingresos y gastos de todas las propiedades, del más reciente al más antiguo.',
    },
  },
  adminFinance: {
    category: 'Categoría',
    anyCategory: 'Todas las categorías',
    from: 'Desde',
    to: 'Hasta',
    fromAfterTo: 'La fecha inicial debe ser anterior a la final.',
    date: 'Fecha',
    property: 'Propiedad',
    subject: 'Concepto',
    method: 'Forma de pago',
    amount: 'Monto',
    none: 'No hay transacciones con estos filtros.',
    onlyThis: 'Solo esta propiedad',
    onlyProperty: 'Solo las de {{name}}.',
    allProperties: 'Ver todas las propiedades',
  },
};
