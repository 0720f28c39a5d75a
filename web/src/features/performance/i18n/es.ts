/** Words of the performance pages, in Mexican Spanish (tú); merged into the catalogue by lib/i18n/locales/es.ts. */
export const es = {
  sections: {
    performanceRent: {
      title: 'Rendimiento de la renta',
      description:
        'Lo que ganó y ganará tu casa mes a mes, sus gastos y el estado de cuenta del propietario.',
    },
    performanceSale: {
      title: 'Desempeño de venta',
      description:
        'El precio que deseas, el del mercado y el ofertado, y la comisión que baja cada mes que tarda la venta.',
    },
  },
  performance: {
    property: 'Propiedad',
    month: 'Mes',
    previous: 'Mes anterior',
    next: 'Mes siguiente',
    noProperties: 'Aún no tienes propiedades cuyas finanzas puedas ver.',
    chart: {
      title: 'Ingresos por mes',
      description:
        'Barras por mes: ingresos ya obtenidos (estancias pasadas) abajo, ingresos por venir (estancias reservadas) arriba, en pesos; el punto marca los gastos del mes.',
      bar: '{{month}}: obtenido {{acquired}}, por venir {{upcoming}}, gastos {{expense}}',
      acquired: 'Obtenido',
      upcoming: 'Por venir',
      expense: 'Gastos',
    },
    sale: {
      noProperties: 'Aún no tienes propiedades cuya comisión puedas ver.',
      prices: 'Precios',
      wished: 'Precio deseado',
      market: 'Precio de mercado',
      offered: 'Precio ofertado',
      unknown: 'Sin definir',
      versusOffered: '{{diff}} frente al ofertado',
      pricesHelp:
        'El deseado es el que pediste al registrar la propiedad; el de mercado lo estima la empresa; el ofertado es el publicado.',
      notPublished: 'Aún no se publica',
      onSale_one: 'En venta desde el {{date}} ({{count}} mes)',
      onSale_other: 'En venta desde el {{date}} ({{count}} meses)',
      commission: 'Comisión que baja mientras más tarda la venta',
      terms: 'La empresa: {{role}}, {{percentage}} %.',
      noEarnings: 'Tu papel no incluye los ingresos de la propiedad, de los que parte la estimación.',
      noStays: 'Sin noches reservadas en los últimos tres meses: aún no hay de dónde estimar.',
      basis_one:
        'Con la tarifa promedio de {{adr}} por noche y {{count}} noche al mes de los últimos tres meses.',
      basis_other:
        'Con la tarifa promedio de {{adr}} por noche y {{count}} noches al mes de los últimos tres meses.',
      now: 'Ahora',
    },
    kpi: {
      acquired: 'Obtenido este mes',
      upcoming: 'Por venir este mes',
      occupancy: 'Ocupación',
      adr: 'Tarifa diaria promedio',
      expenses: 'Gastos',
      nights_one: '{{count}} noche',
      nights_other: '{{count}} noches',
    },
    statement: {
      title: 'Estado de cuenta del propietario',
      draft: 'Borrador: aún no se envía y sus cifras pueden cambiar.',
      sent: 'Enviado el {{date}}; ya no cambia.',
      opening: 'Saldo inicial',
      income: 'Ingresos por reservaciones',
      otherIncome: 'Otros ingresos',
      expenses: 'Gastos',
      fee: 'Comisión de administración',
      withholding: 'Retenciones (ISR e IVA)',
      payout: 'Pago al propietario',
      carried: 'Saldo a cargo que pasa al siguiente mes',
      rate: 'Tipo de cambio: {{rate}} MXN por USD del {{date}} ({{source}})',
      download: 'Descargar PDF',
      downloadEnglish: 'PDF en inglés',
    },
  },
};
