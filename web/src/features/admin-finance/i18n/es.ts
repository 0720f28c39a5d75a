/** Words of the back office's finance pages, in Mexican Spanish (tú); merged by lib/i18n/locales/es.ts. */
export const es = {
  sections: {
    adminPayment: {
      title: 'Pagos',
      description:
        'Los pagos de todas las personas, del más reciente al más antiguo: con tarjeta, en OXXO o por SPEI, y por qué no se completaron.',
    },
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
  adminPayments: {
    search: 'Buscar pagos',
    searchHint: 'Nombre o correo de quien paga, propiedad o paquete',
    status: 'Estado',
    anyStatus: 'Todos los estados',
    statuses: {
      OPEN: 'Sin terminar',
      PENDING: 'Esperando el pago',
      PAID: 'Pagado',
      FAILED: 'Fallido',
      EXPIRED: 'Vencido',
    },
    payer: 'Quien paga',
    payerUnknown: 'Persona aún no registrada en finanzas',
    what: 'Concepto',
    amount: 'Monto',
    method: 'Método',
    state: 'Estado',
    dates: 'Fechas',
    created: 'Iniciado el {{date}}',
    paid: 'Pagado el {{date}}',
    failed: 'Falló el {{date}}',
    none: 'Todavía no hay pagos.',
  },
};
